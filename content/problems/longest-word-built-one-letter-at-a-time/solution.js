function longestWord(words) {
  // A trie with 26 children per node; `word` is set on the node where a listed word ends.
  const newNode = () => ({ children: new Array(26).fill(null), word: null });
  const root = newNode();
  for (const word of words) {
    let node = root;
    for (const letter of word) {
      const index = letter.charCodeAt(0) - 97;
      if (node.children[index] === null) node.children[index] = newNode();
      node = node.children[index];
    }
    node.word = word;
  }
  // Walk only through nodes that end a listed word, so every prefix of what we reach is listed.
  // Children are visited a to z, so the first word of the greatest length is the smallest one.
  let best = "";
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node !== root && node.word.length > best.length) best = node.word;
    for (let index = 25; index >= 0; index--) {
      const child = node.children[index];
      if (child !== null && child.word !== null) stack.push(child);
    }
  }
  return best;
}
