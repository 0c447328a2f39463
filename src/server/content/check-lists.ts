import type { LibraryProblem, ProblemList } from "@/shared/schemas/content";

/**
 * What content:verify holds the curated lists (content/lists) to: every slug names a library problem,
 * no two lists share a title, and a list marked `isComplete` (the full set) holds every problem.
 */
export function checkProblemLists(lists: readonly ProblemList[], problems: readonly Pick<LibraryProblem, "slug">[]) {
  const known = new Set(problems.map((problem) => problem.slug));
  const issues: string[] = [];
  const titles = new Set<string>();
  for (const list of lists) {
    const where = `content/lists/${list.slug}.json`;
    for (const slug of list.problems.filter((slug) => !known.has(slug)))
      issues.push(`${where}: "${slug}" is not a library problem`);
    if (titles.has(list.title)) issues.push(`${where}: another list is also titled "${list.title}"`);
    titles.add(list.title);
    if (!list.isComplete) continue;
    const listed = new Set(list.problems);
    const missing = [...known].filter((slug) => !listed.has(slug)).sort();
    if (missing.length > 0) issues.push(`${where}: the full set misses ${missing.join(", ")}`);
  }
  return issues;
}
