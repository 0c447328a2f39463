interface TrieNode {
    next: { [ch: string]: TrieNode };
    end: boolean;
}

const newNode = (): TrieNode => ({ next: {}, end: false });

class WordDictionary {
    root: TrieNode = newNode();

    addWord(word: string): void {
        let node = this.root;
        for (const c of word) {
            node = node.next[c] ??= newNode();
        }
        node.end = true;
    }

    search(word: string): boolean {
        const dfs = (node: TrieNode, i: number): boolean => {
            if (i === word.length) return node.end;
            const c = word[i];
            if (c === '.') {
                for (const key in node.next) {
                    if (dfs(node.next[key], i + 1)) return true;
                }
                return false;
            }
            const child = node.next[c];
            return child !== undefined && dfs(child, i + 1);
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
