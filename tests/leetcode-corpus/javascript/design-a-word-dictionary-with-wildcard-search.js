class TrieNode {
    constructor() {
        this.children = new Map();
        this.end = false;
    }
}

class WordDictionary {
    constructor() {
        this.root = new TrieNode();
    }

    /**
     * @param {string} word
     * @return {void}
     */
    addWord(word) {
        let node = this.root;
        for (const c of word) {
            if (!node.children.has(c)) node.children.set(c, new TrieNode());
            node = node.children.get(c);
        }
        node.end = true;
    }

    /**
     * @param {string} word
     * @return {boolean}
     */
    search(word) {
        const dfs = (node, i) => {
            if (i === word.length) return node.end;
            const c = word[i];
            if (c === ".") {
                for (const child of node.children.values()) {
                    if (dfs(child, i + 1)) return true;
                }
                return false;
            }
            const next = node.children.get(c);
            return next !== undefined && dfs(next, i + 1);
        };
        return dfs(this.root, 0);
    }
}

/** 
 * Your WordDictionary object will be instantiated and called as such:
 * var obj = new WordDictionary()
 * obj.addWord(word)
 * var param_2 = obj.search(word)
 */
