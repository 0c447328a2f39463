/**
 * @param {character[][]} board
 * @param {string[]} words
 * @return {string[]}
 */
var findWords = function(board, words) {
    // build a trie; store the whole word at its last node
    const root = {};
    for (const w of words) {
        let node = root;
        for (const c of w) node = node[c] || (node[c] = {});
        node.word = w;
    }

    const rows = board.length, cols = board[0].length;
    const found = [];

    function dfs(r, c, parent) {
        const ch = board[r][c];
        const node = parent[ch];
        if (!node) return;

        if (node.word !== undefined) {
            found.push(node.word);
            node.word = undefined; // report each word once
        }

        board[r][c] = "#";
        if (r > 0) dfs(r - 1, c, node);
        if (r < rows - 1) dfs(r + 1, c, node);
        if (c > 0) dfs(r, c - 1, node);
        if (c < cols - 1) dfs(r, c + 1, node);
        board[r][c] = ch;

        // prune leaves that can no longer lead to a word
        if (Object.keys(node).length === 0 || (Object.keys(node).length === 1 && "word" in node)) {
            delete parent[ch];
        }
    }

    for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
            dfs(r, c, root);
        }
    }
    return found;
};
