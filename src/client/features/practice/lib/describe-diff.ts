import type { ArrayDiff, ValueDiff } from "./diff-values";
import { formatJudgeValue } from "./format-judge-value";

// The difference in one sentence, above its drawing: what a screen reader announces and what a glance reads.

/** Indexes listed before "and N more". */
const LISTED = 6;

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function listIndexes(indexes: readonly number[], more: number): string {
  const listed = indexes.slice(0, LISTED);
  const rest = indexes.length - listed.length + more;
  const head = listed.join(", ");
  return rest > 0 ? `${head} and ${rest} more` : head.replace(/, (\d+)$/, " and $1");
}

function describeArray(diff: ArrayDiff): string {
  const { expectedLength, actualLength } = diff;
  const what = diff.display === "grid" ? "row" : diff.display === "list" ? "node" : "element";
  const lengths =
    expectedLength === actualLength ? "" : `Returned ${plural(actualLength, what)}, expected ${expectedLength}. `;
  const indexes = diff.cells.flatMap((cell) => (cell.kind === "item" && cell.status !== "same" ? [cell.index] : []));
  const noun = diff.differing === 1 ? `The ${what} at index` : `The ${what}s at indexes`;
  return `${lengths}${noun} ${listIndexes(indexes, diff.hiddenDifferences)} ${diff.differing === 1 ? "differs" : "differ"}.`;
}

const CHARACTER_NAMES: Record<string, string> = {
  " ": "a space",
  "\t": "a tab",
  "\n": "a line break",
  "\r": "a carriage return",
  "": "the end",
};

/** A character as a sentence names it: "a", a space, the end of the string. */
function nameCharacter(character: string): string {
  return CHARACTER_NAMES[character] ?? `"${character}"`;
}

/** One sentence that says what differs; "" when nothing does. */
export function describeDiff(diff: ValueDiff): string {
  switch (diff.kind) {
    case "same":
      return "";
    case "value":
      return `Expected ${formatJudgeValue(diff.expected)}, returned ${formatJudgeValue(diff.actual)}.`;
    case "number": {
      const size = Math.abs(diff.difference);
      const direction = diff.difference > 0 ? "too high" : "too low";
      return diff.tolerance === null
        ? `Off by ${size} (${direction}).`
        : `Off by ${size} (${direction}): more than the ${diff.tolerance} this problem allows.`;
    }
    case "string": {
      const lengths =
        diff.expected.length === diff.actual.length
          ? ""
          : ` Expected ${plural(diff.expected.length, "character")}, returned ${diff.actual.length}.`;
      const what = `expected ${nameCharacter(diff.expected.at)}, returned ${nameCharacter(diff.actual.at)}`;
      return `The strings first differ at character ${diff.index + 1}: ${what}.${lengths}`;
    }
    case "array":
      return describeArray(diff);
    case "unordered":
      return `Any order is accepted here: ${plural(diff.missing.length, "expected element")} missing, ${plural(diff.extra.length, "element")} too many.`;
    case "object": {
      const keys = diff.entries.filter((entry) => entry.status !== "same").map((entry) => entry.key);
      return `${keys.length === 1 ? "The key" : "The keys"} ${keys.join(", ")} ${keys.length === 1 ? "differs" : "differ"}.`;
    }
    case "tree":
      return `${plural(diff.differing, "node")} ${diff.differing === 1 ? "differs" : "differ"}, marked in both trees.`;
  }
}
