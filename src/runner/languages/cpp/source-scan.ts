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
