// Reading a user's Java without a parser: comments, strings and character literals blanked out, so that
// what is left (braces, keywords, names) is code. Every rewrite keeps each character's line and column.

/** The code with its comments and literals replaced by spaces (line breaks kept). */
export function maskJava(code: string): string {
  const out = code.split("");
  const blank = (from: number, to: number) => {
    for (let i = from; i < to && i < out.length; i++) if (out[i] !== "\n") out[i] = " ";
  };
  let i = 0;
  while (i < code.length) {
    const end = findLiteralEnd(code, i);
    if (end > i) {
      blank(i, end);
      i = end;
    } else i++;
  }
  return out.join("");
}

/** Where the comment or literal starting at `i` ends, or `i` when none starts there. */
function findLiteralEnd(code: string, i: number): number {
  const rest = (token: string, from: number) => {
    const at = code.indexOf(token, from);
    return at === -1 ? code.length : at + token.length;
  };
  if (code.startsWith("//", i)) return rest("\n", i) - 1;
  if (code.startsWith("/*", i)) return rest("*/", i + 2);
  if (code.startsWith('"""', i)) return rest('"""', i + 3);
  const quote = code[i];
  if (quote !== '"' && quote !== "'") return i;
  let j = i + 1;
  while (j < code.length && code[j] !== quote && code[j] !== "\n") j += code[j] === "\\" ? 2 : 1;
  return Math.min(j + 1, code.length);
}

/** The names of the types the code declares outside any braces: its top-level classes. */
export function listTopLevelTypes(masked: string): string[] {
  return findTopLevel(masked, /\b(?:class|interface|enum|record)\s+([A-Za-z_$][\w$]*)/g).map(
    (match) => match[1] as string,
  );
}

function findTopLevel(masked: string, pattern: RegExp): RegExpExecArray[] {
  const depths = braceDepths(masked);
  return [...masked.matchAll(pattern)].filter((match) => depths[match.index] === 0);
}

/** The brace depth at each character of masked code. */
function braceDepths(masked: string): Int32Array {
  const depths = new Int32Array(masked.length + 1);
  let depth = 0;
  for (let i = 0; i < masked.length; i++) {
    if (masked[i] === "}") depth = Math.max(0, depth - 1);
    depths[i] = depth;
    if (masked[i] === "{") depth++;
  }
  return depths;
}

/**
 * The user's code as it can be compiled in Solution.java, columns and lines unchanged: LeetCode accepts
 * `public class Codec` (or a second public class) in its one file, javac only a class named as its file, so
 * top-level types lose their `public`; `package` lines and imports of `javafx.util.Pair` (LeetCode's Pair,
 * which the harness provides as Pair.java) are blanked.
 */
export function adaptUserCode(code: string): string {
  const masked = maskJava(code);
  const out = code.split("");
  const blank = (from: number, length: number) => {
    for (let i = from; i < from + length; i++) out[i] = " ";
  };
  const modifiers =
    /\bpublic(?=(?:\s+(?:static|final|abstract|sealed|non-sealed|strictfp))*\s+(?:class|interface|enum|record|@interface)\b)/g;
  for (const match of findTopLevel(masked, modifiers)) blank(match.index, match[0].length);
  for (const match of findTopLevel(masked, /\b(?:package\s+[\w.]+|import\s+javafx\s*\.[\w.\s*]*);/g)) {
    blank(match.index, match[0].length);
  }
  return out.join("");
}
