function decodeString(s) {
  const stack = []; // pairs [text before the block, repeat count]
  let current = "";
  let count = 0;
  for (const ch of s) {
    if (ch >= "0" && ch <= "9") {
      count = count * 10 + Number(ch);
    } else if (ch === "[") {
      stack.push([current, count]);
      current = "";
      count = 0;
    } else if (ch === "]") {
      const [before, repeat] = stack.pop();
      current = before + current.repeat(repeat);
    } else {
      current += ch;
    }
  }
  return current;
}
