// A string answer compared character by character: where the first difference is, and a window of text
// around it with whitespace made visible, so "a b" against "a  b" or a trailing newline can be seen.

/** One side of a string difference: the common text before it, the character that differs, and what follows. */
export type StringSide = {
  /** The common text before the difference (its start cut to "…" when long). */
  before: string;
  /** The character at the difference ("" when this side ended there). */
  at: string;
  /** What follows the difference (cut to "…" when long). */
  after: string;
  length: number;
};

export type StringDiff = {
  kind: "string";
  /** The first differing position, in characters (code points: an emoji counts once). */
  index: number;
  expected: StringSide;
  actual: StringSide;
};

/** Characters of context shown before and after the first difference. */
const BEFORE = 24;
const AFTER = 40;

const VISIBLE_WHITESPACE: Record<string, string> = { " ": "·", "\t": "→", "\n": "↵", "\r": "␍" };

/** Spaces, tabs and line breaks as visible marks (· → ↵ ␍), the rest as it is. */
export function showWhitespace(text: string): string {
  return text.replace(/[ \t\n\r]/g, (character) => VISIBLE_WHITESPACE[character] ?? character);
}

/** The first position where the two strings differ, or -1 when they are equal. */
export function findFirstDifference(expected: readonly string[], actual: readonly string[]): number {
  const shorter = Math.min(expected.length, actual.length);
  for (let index = 0; index < shorter; index++) if (expected[index] !== actual[index]) return index;
  return expected.length === actual.length ? -1 : shorter;
}

/** Where two different strings first part, with a window of each side around it. */
export function diffStrings(expected: string, actual: string): StringDiff {
  const expectedCharacters = Array.from(expected);
  const actualCharacters = Array.from(actual);
  const index = Math.max(0, findFirstDifference(expectedCharacters, actualCharacters));
  return {
    kind: "string",
    index,
    expected: cutSide(expectedCharacters, index),
    actual: cutSide(actualCharacters, index),
  };
}

function cutSide(characters: readonly string[], index: number): StringSide {
  const start = Math.max(0, index - BEFORE);
  const end = index + 1 + AFTER;
  return {
    before: (start > 0 ? "…" : "") + characters.slice(start, index).join(""),
    at: characters[index] ?? "",
    after: characters.slice(index + 1, end).join("") + (characters.length > end ? "…" : ""),
    length: characters.length,
  };
}
