/**
 * What a C++ solution defines at the top level, read without a compiler: the harness leaves out its own
 * ListNode, TreeNode or Node when the solution defines one (uncommented), as some pasted solutions do.
 */

/** The code with comments, string and character literals blanked out (line breaks kept). */
export function blankCommentsAndStrings(code: string): string {
  return code.replace(
    /\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|R"([^(\s]*)\([\s\S]*?\)\1"|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g,
    (match) => match.replace(/[^\n]/g, " "),
  );
}

/** The names of the classes and structs the code defines (with a body) outside any braces. */
export function listTopLevelClasses(code: string): Set<string> {
  const text = blankCommentsAndStrings(code);
  const names = new Set<string>();
  let depth = 0;
  const pattern = /[{}]|\b(?:struct|class)\s+([A-Za-z_]\w*)\b[^;{}()]*\{/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const [token, name] = match;
    if (token === "{") depth++;
    else if (token === "}") depth = Math.max(0, depth - 1);
    else {
      if (depth === 0 && name) names.add(name);
      depth++;
    }
  }
  return names;
}

/**
 * Which of `names` the code defines as functions outside any braces (`vector<int> twoSum(…) {`), as a
 * solution written without class Solution does.
 */
export function listTopLevelFunctions(code: string, names: readonly string[]): string[] {
  const text = blankCommentsAndStrings(code).replace(/^[ \t]*#.*$/gm, (line) => " ".repeat(line.length));
  const found = new Set<string>();
  let depth = 0;
  const pattern = /[{}]|\b([A-Za-z_]\w*)\s*\(/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const [token, name] = match;
    if (token === "{") depth++;
    else if (token === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0 && name && names.includes(name) && isDefinition(text, pattern.lastIndex)) found.add(name);
  }
  return names.filter((name) => found.has(name));
}

/** Whether the parameter list opened just before `from` is followed by a body rather than a `;`. */
function isDefinition(text: string, from: number): boolean {
  let depth = 1;
  let at = from;
  for (; at < text.length && depth > 0; at++) {
    if (text[at] === "(") depth++;
    else if (text[at] === ")") depth--;
  }
  const rest = text.slice(at).match(/^[^;{}]*([;{])/);
  return rest?.[1] === "{";
}
