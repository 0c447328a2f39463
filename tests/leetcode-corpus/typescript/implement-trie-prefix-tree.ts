class TrieNode {
    children: Map<string, TrieNode> = new Map();
    isEnd = false;
}

class Trie {
    private root: TrieNode;

    constructor() {
        this.root = new TrieNode();
    }

    insert(word: string): void {
        let node = this.root;
        for (const ch of word) {
            if (!node.children.has(ch)) node.children.set(ch, new TrieNode());
            node = node.children.get(ch)!;
        }
        node.isEnd = true;
    }

    search(word: string): boolean {
        return this.walk(word)?.isEnd === true;
    }

    startsWith(prefix: string): boolean {
        return this.walk(prefix) !== null;
    }

    private walk(s: string): TrieNode | null {
        let node: TrieNode | undefined = this.root;
        for (const ch of s) {
            node = node.children.get(ch);
            if (!node) return null;
        }
        return node;
    }
}

/**
 * Your Trie object will be instantiated and called as such:
 * var obj = new Trie()
 * obj.insert(word)
 * var param_2 = obj.search(word)
 * var param_3 = obj.startsWith(prefix)
 */
