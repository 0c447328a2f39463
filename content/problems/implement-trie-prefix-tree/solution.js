class Trie {
  constructor() {
    this.root = { children: new Map(), isWord: false };
  }

  insert(word) {
    let node = this.root;
    for (const character of word) {
      if (!node.children.has(character)) node.children.set(character, { children: new Map(), isWord: false });
      node = node.children.get(character);
    }
    node.isWord = true;
  }

  search(word) {
    return this.walk(word)?.isWord === true;
  }

  startsWith(prefix) {
    return this.walk(prefix) !== null;
  }

  // The node reached by following text from the root, or null if the path leaves the trie.
  walk(text) {
    let node = this.root;
    for (const character of text) {
      node = node.children.get(character);
      if (node === undefined) return null;
    }
    return node;
  }
}
