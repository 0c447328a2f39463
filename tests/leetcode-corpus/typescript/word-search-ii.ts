class TrieNode {
    children: (TrieNode | undefined)[] = new Array(26);
    word: string | null = null;
}

function findWords(board: string[][], words: string[]): string[] {
    const root = new TrieNode();
    for (const w of words) {
        let node = root;
        for (let i = 0; i < w.length; i++) {
            const c = w.charCodeAt(i) - 97;
            node = node.children[c] ??= new TrieNode();
        }
        node.word = w;
    }

    const m = board.length, n = board[0].length;
    const found: string[] = [];

    function dfs(r: number, c: number, parent: TrieNode): void {
        const ch = board[r][c];
        const node = parent.children[ch.charCodeAt(0) - 97];
        if (!node) return;
        if (node.word !== null) {
            found.push(node.word);
            node.word = null; // report each word once
        }
        board[r][c] = '#';
        if (r > 0 && board[r - 1][c] !== '#') dfs(r - 1, c, node);
        if (r < m - 1 && board[r + 1][c] !== '#') dfs(r + 1, c, node);
        if (c > 0 && board[r][c - 1] !== '#') dfs(r, c - 1, node);
        if (c < n - 1 && board[r][c + 1] !== '#') dfs(r, c + 1, node);
        board[r][c] = ch;
    }

    for (let r = 0; r < m; r++) {
        for (let c = 0; c < n; c++) {
            dfs(r, c, root);
        }
    }
    return found;
};
