function replaceWords(dictionary, sentence) {
  // A trie of the roots: each node maps a letter to a child; `end` marks where a root ends.
  const root = new Map();
  for (const word of dictionary) {
    let node = root;
    for (const letter of word) {
      if (!node.has(letter)) node.set(letter, new Map());
      node = node.get(letter);
    }
    node.set("end", true);
  }
  const shortestRoot = (word) => {
    let node = root;
    for (let i = 0; i < word.length; i++) {
      node = node.get(word[i]);
      if (node === undefined) return word;
      // The first root met on the way down is the shortest one.
      if (node.has("end")) return word.slice(0, i + 1);
    }
    return word;
  };
  return sentence.split(" ").map(shortestRoot).join(" ");
}
