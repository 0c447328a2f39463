import { formatExampleInput, formatExampleOutput } from "@/shared/format-example";
import { checkTestShape } from "@/shared/judge/value-types";
import type { LibraryProblem } from "@/shared/schemas/content";

/** Two statements sharing more than this share of word 3-shingles count as near-identical. */
export const SIMILARITY_THRESHOLD = 0.5;

export function getProblemFile(slug: string): string {
  return `content/problems/${slug}/problem.json`;
}

/** The slug a title must have: `Pascal's Triangle` → `pascals-triangle`, `All O(1) Cache` → `all-o-1-cache`. */
export function getTitleSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Checks the slug against the title, that every test fits the signature and that every example shows a test. */
export function checkProblemStructure(problem: LibraryProblem): string[] {
  const where = getProblemFile(problem.slug);
  const slug = getTitleSlug(problem.title);
  const naming = slug === problem.slug ? [] : [`${where}: slug should be "${slug}", the kebab-case of the title`];
  return [...naming, ...checkTestsAndExamples(problem).map((issue) => `${where}: ${issue}`)];
}

/**
 * That every test fits the signature and every example is the display form of one test: what the
 * library's problems and an AI's generated problem must both satisfy. Examples are checked only once
 * the tests fit, since only then can a test be displayed.
 */
export function checkTestsAndExamples(problem: Pick<LibraryProblem, "signature" | "tests" | "examples">): string[] {
  const testIssues = problem.tests.flatMap((test, index) =>
    checkTestShape(problem.signature, test).map((issue) => `tests[${index}]: ${issue}`),
  );
  if (testIssues.length > 0) return testIssues;
  const shown = problem.tests.map((test) => ({
    input: formatExampleInput(problem.signature, test.input),
    output: formatExampleOutput(test.expected),
  }));
  return problem.examples.flatMap((example, index) => {
    if (shown.some((test) => test.input === example.input && test.output === example.output)) return [];
    const sameInput = shown.findIndex((test) => test.input === example.input);
    const hint =
      sameInput >= 0
        ? `its input is tests[${sameInput}], whose output displays as ${JSON.stringify(shown[sameInput]?.output)}`
        : `no test's input displays as ${JSON.stringify(example.input)}`;
    return [`examples[${index}]: not the display form of any test (${hint})`];
  });
}

/** Slugs and titles used by more than one problem. */
export function findDuplicateNames(problems: LibraryProblem[]): string[] {
  const issues: string[] = [];
  for (const field of ["slug", "title"] as const) {
    const seen = new Map<string, string>();
    for (const problem of problems) {
      const key = problem[field].trim().toLowerCase();
      const first = seen.get(key);
      if (first) issues.push(`${getProblemFile(problem.slug)}: ${field} "${problem[field]}" is also used by ${first}`);
      else seen.set(key, getProblemFile(problem.slug));
    }
  }
  return issues;
}

/** Pairs of problems whose statements are near-identical (Jaccard similarity of word 3-shingles). */
export function findSimilarStatements(problems: LibraryProblem[], threshold = SIMILARITY_THRESHOLD): string[] {
  const shingles = problems.map((problem) => getShingles(problem.description));
  const issues: string[] = [];
  for (let i = 0; i < problems.length; i++) {
    for (let j = i + 1; j < problems.length; j++) {
      const similarity = getJaccard(shingles[i] ?? new Set(), shingles[j] ?? new Set());
      if (similarity > threshold) {
        const pair = `${problems[i]?.slug} and ${problems[j]?.slug}`;
        issues.push(`near-identical statements (similarity ${similarity.toFixed(2)}): ${pair}`);
      }
    }
  }
  return issues;
}

function getShingles(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const shingles = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) shingles.add(words.slice(i, i + 3).join(" "));
  return shingles;
}

function getJaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared++;
  return shared / (a.size + b.size - shared);
}
