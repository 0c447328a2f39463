import fs from "node:fs/promises";
import path from "node:path";
import { CONTENT_DIR, type LibraryProblemEntry, readLibrary } from "@/server/content/load-library";
import { suggestSlugs } from "./suggest-slugs";

/** A library problem the CLI can judge against, or why it cannot: no such slug (with the nearest), or invalid files. */
export type ProblemLookup = { problem: LibraryProblemEntry } | { error: string };

/**
 * Reads the library problems these slugs name, each once (a corpus names most of them several times).
 * Only their folders are read: the rest of content/ may be mid-edit without stopping a judgement.
 */
export async function readProblems(
  slugs: readonly string[],
  contentDir = CONTENT_DIR,
): Promise<Map<string, ProblemLookup>> {
  const problemsDir = path.join(contentDir, "problems");
  const entries = await fs.readdir(problemsDir, { withFileTypes: true }).catch(() => []);
  const known = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const wanted = [...new Set(slugs)];
  const present = wanted.filter((slug) => known.includes(slug));
  const { library, issues } =
    present.length > 0
      ? await readLibrary({ contentDir, onlyProblems: present })
      : { library: { problems: [] }, issues: [] };
  const lookups = new Map<string, ProblemLookup>();
  for (const slug of wanted) {
    const problem = library.problems.find((entry) => entry.slug === slug);
    if (problem) lookups.set(slug, { problem });
    else if (present.includes(slug)) lookups.set(slug, { error: describeIssues(slug, issues) });
    else lookups.set(slug, { error: describeUnknown(slug, known) });
  }
  return lookups;
}

function describeUnknown(slug: string, known: string[]): string {
  const nearest = suggestSlugs(slug, known);
  const hint = nearest.length > 0 ? `; did you mean ${nearest.join(", ")}?` : "";
  return `no library problem "${slug}"${hint}`;
}

function describeIssues(slug: string, issues: string[]): string {
  const own = issues.filter((issue) => issue.includes(`problems${path.sep}${slug}${path.sep}`));
  return `the library problem "${slug}" cannot be read: ${(own.length > 0 ? own : issues).slice(0, 3).join("; ")}`;
}
