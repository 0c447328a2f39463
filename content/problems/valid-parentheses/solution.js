function isValid(s) {
  const opener = { ")": "(", "]": "[", "}": "{" };
  const stack = [];
  for (const ch of s) {
    if (ch === "(" || ch === "[" || ch === "{") {
      stack.push(ch);
    } else if (stack.pop() !== opener[ch]) {
      return false;
    }
  }
  return stack.length === 0;
}
