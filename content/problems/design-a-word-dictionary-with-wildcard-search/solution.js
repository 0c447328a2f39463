class WordDictionary {
  constructor() {
    this.root = { children: new Map(), isWord: false };
  }

  addWord(word) {
    let node = this.root;
    for (const letter of word) {
      if (!node.children.has(letter)) node.children.set(letter, { children: new Map(), isWord: false });
      node = node.children.get(letter);
    }
    node.isWord = true;
  }

  search(pattern) {
    const matches = (node, index) => {
      if (index === pattern.length) return node.isWord;
      const letter = pattern[index];
      if (letter === ".") {
        for (const child of node.children.values()) {
          if (matches(child, index + 1)) return true;
        }
        return false;
      }
      const child = node.children.get(letter);
      return child !== undefined && matches(child, index + 1);
    };
    return matches(this.root, 0);
  }
}
