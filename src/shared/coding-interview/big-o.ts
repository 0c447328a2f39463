// Reading the complexity a candidate states ("O(n log n) time and O(1) space", "linear time") and comparing it
// with a problem's: the scripted interviewer's reaction and the report's complexity analysis both use it.

export type StatedComplexity = { time: string | null; space: string | null };
export type Comparison = "same" | "better" | "worse" | "different" | "unknown";

const BIG_O = /\bO\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)/gi;
const WORDS: [RegExp, string][] = [
  [/\bconstant\b/i, "O(1)"],
  [/\blog(?:arithmic)?\b(?!\s*n)/i, "O(log n)"],
  [/\blinear\b/i, "O(n)"],
  [/\bquadratic\b/i, "O(n^2)"],
  [/\bcubic\b/i, "O(n^3)"],
  [/\bexponential\b/i, "O(2^n)"],
];

/** The common growth rates in order; a complexity outside them compares only by its exact form. */
const RANKS = ["o(1)", "o(logn)", "o(n)", "o(nlogn)", "o(n^2)", "o(n^3)", "o(2^n)", "o(n!)"];

/** "O(N log N)", "O(n·log n)" and "O(nlogn)" are one form: lower case, no spaces or multiplication signs. */
export function normaliseComplexity(complexity: string): string {
  return complexity
    .toLowerCase()
    .replace(/²/g, "^2")
    .replace(/³/g, "^3")
    .replace(/\*\*/g, "^")
    .replace(/[\s·×*]/g, "")
    .replace(/log\(([a-z])\)/g, "log$1")
    .replace(/log_?2/g, "log");
}

/**
 * A complexity with its kind for a sentence: "O(n) time", and "O(m·n·3^L) time (L = word.length)" for one that
 * carries a note after its big-O.
 */
export function formatComplexity(complexity: string, kind: "time" | "space"): string {
  const bigO = findComplexity(complexity);
  const note = bigO && complexity.startsWith(bigO) ? complexity.slice(bigO.length).replace(/^[,;:\s]+/, "") : "";
  return note ? `${bigO} ${kind} (${note})` : `${complexity} ${kind}`;
}

/**
 * How two complexities compare: "worse" when `stated` grows faster than `expected`. Each is read by its first
 * big-O, so "O(h), h = the height of the tree" compares as O(h).
 */
export function compareComplexity(stated: string, expected: string): Comparison {
  const a = normaliseComplexity(findComplexity(stated) ?? stated);
  const b = normaliseComplexity(findComplexity(expected) ?? expected);
  if (a === b) return "same";
  const rankA = RANKS.indexOf(a);
  const rankB = RANKS.indexOf(b);
  if (rankA === -1 || rankB === -1) return "different";
  return rankA < rankB ? "better" : "worse";
}

/**
 * The time and space complexity a text states: a big-O (or "linear", "constant"…) after the word "space" or
 * "memory" in its clause is the space; the first other one is the time.
 */
export function readStatedComplexity(text: string): StatedComplexity {
  const found: StatedComplexity = { time: null, space: null };
  for (const clause of text.split(/[.;\n]|,\s*(?:and\s+)?(?=[a-z]*\s*(?:space|memory|time)\b)|\band\b/i)) {
    const complexity = findComplexity(clause);
    if (!complexity) continue;
    const isSpace = /\b(space|memory|extra)\b/i.test(clause) && !/\btime\b/i.test(clause);
    if (isSpace) found.space ??= complexity;
    else found.time ??= complexity;
  }
  return found;
}

/** What one step costs rather than the whole solution: "a constant-time lookup", "O(1) per insert". */
const PER_OPERATION_AFTER =
  /^[\s-]*(?:time\b)?[\s-]*(?:look-?ups?|access(?:es)?|inserts?|insertions?|operations?|checks?|steps?|per\b|each\b)/i;
const PER_OPERATION_BEFORE =
  /\b(?:each|every|per|one)\s+(?:look-?up|access|insert(?:ion)?|operation|check|step)\b[^.]*$/i;

/** The first complexity of a clause that is the solution's, not one step's. */
function findComplexity(clause: string): string | null {
  const found: { at: number; end: number; complexity: string }[] = [];
  for (const match of clause.matchAll(BIG_O))
    found.push({ at: match.index, end: match.index + match[0].length, complexity: `O(${(match[1] ?? "").trim()})` });
  for (const [pattern, complexity] of WORDS) {
    const match = pattern.exec(clause);
    if (match) found.push({ at: match.index, end: match.index + match[0].length, complexity });
  }
  found.sort((a, b) => a.at - b.at);
  const whole = found.find(
    ({ at, end }) => !PER_OPERATION_AFTER.test(clause.slice(end)) && !PER_OPERATION_BEFORE.test(clause.slice(0, at)),
  );
  return whole?.complexity ?? null;
}
