function fullJustify(words, maxWidth) {
  const lines = [];
  let start = 0;
  while (start < words.length) {
    // Take as many words as fit with single spaces between them.
    let end = start + 1;
    let length = words[start].length;
    while (end < words.length && length + 1 + words[end].length <= maxWidth) {
      length += 1 + words[end].length;
      end++;
    }
    const lineWords = words.slice(start, end);
    const gaps = lineWords.length - 1;
    if (end === words.length || gaps === 0) {
      const text = lineWords.join(" ");
      lines.push(text + " ".repeat(maxWidth - text.length));
    } else {
      const letters = length - gaps;
      const spaces = maxWidth - letters;
      const base = Math.floor(spaces / gaps);
      const extra = spaces % gaps;
      let text = "";
      for (let i = 0; i < gaps; i++) text += lineWords[i] + " ".repeat(base + (i < extra ? 1 : 0));
      lines.push(text + lineWords[gaps]);
    }
    start = end;
  }
  return lines;
}
