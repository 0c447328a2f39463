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

  search(word) {
    const matches = (node, index) => {
      if (index === word.length) return node.isWord;
      const letter = word[index];
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
