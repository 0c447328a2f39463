import type { LibraryProblem } from "@/shared/schemas/content";
import { getProblemFile } from "./check-problems";

/**
 * A question asked word for word by more problems than this is generic filler ("How would you test it?"):
 * the coding interview's follow-ups are meant to be specific to their problem (content/README.md#follow-ups).
 */
export const MAX_PROBLEMS_PER_FOLLOW_UP = 3;

/**
 * The follow-ups of each problem (the schema holds every problem to two or three): no question twice in a
 * problem, no key point twice in a follow-up, and no question copied across more than
 * MAX_PROBLEMS_PER_FOLLOW_UP problems.
 */
export function checkFollowUps(problems: readonly LibraryProblem[]): string[] {
  const failures = problems.flatMap(checkOwnFollowUps);
  const askedBy = new Map<string, { question: string; slugs: string[] }>();
  for (const problem of problems) {
    for (const { question } of problem.followUps) {
      const key = normalize(question);
      const entry = askedBy.get(key) ?? { question, slugs: [] };
      if (!entry.slugs.includes(problem.slug)) entry.slugs.push(problem.slug);
      askedBy.set(key, entry);
    }
  }
  for (const { question, slugs } of askedBy.values()) {
    if (slugs.length > MAX_PROBLEMS_PER_FOLLOW_UP)
      failures.push(
        `follow-up "${question}" is asked by ${slugs.length} problems (${slugs.join(", ")}), ` +
          `more than ${MAX_PROBLEMS_PER_FOLLOW_UP}: make it specific to each problem`,
      );
  }
  return failures;
}

function checkOwnFollowUps(problem: LibraryProblem): string[] {
  const where = getProblemFile(problem.slug);
  const failures: string[] = [];
  const questions = new Set<string>();
  problem.followUps.forEach(({ question, keyPoints }, index) => {
    if (questions.has(normalize(question)))
      failures.push(`${where}: followUps[${index}]: the question "${question}" appears more than once`);
    questions.add(normalize(question));
    const points = new Set<string>();
    for (const point of keyPoints) {
      if (points.has(normalize(point)))
        failures.push(`${where}: followUps[${index}]: key point "${point}" appears more than once`);
      points.add(normalize(point));
    }
  });
  return failures;
}

/** Case and spacing aside, the same words count as the same question. */
function normalize(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}
