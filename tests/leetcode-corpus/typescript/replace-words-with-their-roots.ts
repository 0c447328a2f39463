type Node = { kids: Record<string, Node>; root: boolean };

export function replaceWords(dictionary: string[], sentence: string): string {
  const trie: Node = { kids: {}, root: false };
  for (const word of dictionary) {
    let cur = trie;
    for (const ch of word) {
      if (!cur.kids[ch]) cur.kids[ch] = { kids: {}, root: false };
      cur = cur.kids[ch];
    }
    cur.root = true;
  }

  const shortestRoot = (word: string): string => {
    let cur: Node | undefined = trie;
    for (let i = 0; i < word.length; i++) {
      cur = cur.kids[word[i]];
      if (!cur) return word;
      if (cur.root) return word.slice(0, i + 1);
    }
    return word;
  };

  return sentence.split(" ").map(shortestRoot).join(" ");
}
