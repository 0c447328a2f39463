// A problem's editorial: six sections of markdown in a fixed order (content/README.md#editorials). The
// library's come from content/problems/<slug>/editorial.md, a generated problem's from the AI provider.
// One parser for the server (serving, content:verify) and the page.

export const EDITORIAL_SECTIONS = [
  { id: "intuition", title: "Intuition" },
  { id: "brute-force", title: "Brute force" },
  { id: "optimal-approach", title: "Optimal approach" },
  { id: "complexity", title: "Complexity" },
  { id: "pitfalls", title: "Pitfalls and edge cases" },
  { id: "dry-run", title: "Dry run" },
] as const;

export type EditorialSectionId = (typeof EDITORIAL_SECTIONS)[number]["id"];

export type EditorialSection = { id: EditorialSectionId; title: string; markdown: string };

export type ParsedEditorial = { sections: EditorialSection[]; issues: string[] };

const HEADING = /^(#{1,2})\s+(.*?)\s*$/;

/**
 * The editorial's sections, with what is wrong with its shape: a heading other than the six `##` ones in
 * order, a missing or empty section. A fenced block's `#` lines (Python comments) are not headings.
 */
export function parseEditorial(markdown: string): ParsedEditorial {
  const issues: string[] = [];
  const found: { title: string; lines: string[] }[] = [];
  let isFenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) isFenced = !isFenced;
    const heading = isFenced ? null : HEADING.exec(line);
    if (heading) {
      if (heading[1] === "#") issues.push(`a level-one heading "${heading[2]}": only the six ## sections`);
      found.push({ title: heading[2] ?? "", lines: [] });
    } else if (found.length > 0) {
      found.at(-1)?.lines.push(line);
    } else if (line.trim()) {
      issues.push("text before the first section");
    }
  }
  const titles = found.map((section) => section.title);
  const expected = EDITORIAL_SECTIONS.map((section) => section.title);
  if (titles.join("\n") !== expected.join("\n")) {
    issues.push(`sections are ${quoteList(titles)}; expected ${quoteList(expected)}, in that order`);
    return { sections: [], issues };
  }
  const sections = EDITORIAL_SECTIONS.map(({ id, title }, index) => ({
    id,
    title,
    markdown: (found[index]?.lines ?? []).join("\n").trim(),
  }));
  for (const section of sections) if (!section.markdown) issues.push(`the section "${section.title}" is empty`);
  return { sections, issues };
}

const quoteList = (values: string[]) => (values.length === 0 ? "none" : values.map((v) => `"${v}"`).join(", "));

/** A fenced code block of a section: its language (the info string's first word) and its code. */
export type CodeBlock = { language: string; info: string; code: string };

/** The fenced code blocks of a piece of markdown, in order. */
export function findCodeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const fence = /^(```|~~~)[ \t]*([^\n`]*)\n([\s\S]*?)^\1[ \t]*$/gm;
  for (const match of markdown.matchAll(fence)) {
    const info = (match[2] ?? "").trim();
    blocks.push({ language: info.split(/\s+/)[0] ?? "", info, code: match[3] ?? "" });
  }
  return blocks;
}

/** The time and space the Complexity section states: `- **Time: O(n)** — …` and `- **Space: O(1)** — …`. */
export function readStatedComplexity(section: string): { time: string | null; space: string | null } {
  const read = (label: string) => new RegExp(`^\\s*[-*]\\s+\\*\\*${label}:\\s*(.+?)\\*\\*`, "m").exec(section)?.[1];
  return { time: read("Time")?.trim() ?? null, space: read("Space")?.trim() ?? null };
}

/**
 * What content:verify and a generated problem's check hold an editorial to, short of running its code:
 * its shape, the complexity it states equal to the problem's, and code only as one Python brute force.
 */
export function checkEditorial(markdown: string, complexity: { time: string; space: string }): string[] {
  const { sections, issues } = parseEditorial(markdown);
  if (sections.length === 0) return issues;
  const stated = readStatedComplexity(sectionMarkdown(sections, "complexity"));
  for (const key of ["time", "space"] as const) {
    if (stated[key] !== complexity[key]) {
      const label = key === "time" ? "Time" : "Space";
      issues.push(`Complexity states ${label} ${stated[key] ?? "nowhere"}; the problem's is ${complexity[key]}`);
    }
  }
  for (const section of sections) {
    const blocks = findCodeBlocks(section.markdown);
    if (section.id !== "brute-force" && blocks.length > 0) issues.push(`"${section.title}" has a code block`);
  }
  const bruteForce = findCodeBlocks(sectionMarkdown(sections, "brute-force"));
  if (bruteForce.length > 1) issues.push(`"Brute force" has ${bruteForce.length} code blocks; at most one`);
  if (bruteForce.some((block) => block.language !== "python")) issues.push(`"Brute force" has a block not in Python`);
  return issues;
}

/** One section's markdown ("" when the editorial lacks it). */
export function sectionMarkdown(sections: readonly EditorialSection[], id: EditorialSectionId): string {
  return sections.find((section) => section.id === id)?.markdown ?? "";
}

/** The brute force's Python solution, when the editorial gives one. */
export function findBruteForce(sections: readonly EditorialSection[]): string | null {
  return findCodeBlocks(sectionMarkdown(sections, "brute-force"))[0]?.code ?? null;
}
