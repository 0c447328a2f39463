/**
 * @param {character[][]} board
 * @return {void} Do not return anything, modify board in-place instead.
 */
var solve = function(board) {
    const m = board.length;
    const n = board[0].length;

    // mark every 'O' reachable from the border as safe ('S')
    function mark(r, c) {
        if (r < 0 || c < 0 || r >= m || c >= n || board[r][c] !== 'O') return;
        board[r][c] = 'S';
        mark(r + 1, c);
        mark(r - 1, c);
        mark(r, c + 1);
        mark(r, c - 1);
    }

    for (let r = 0; r < m; r++) {
        mark(r, 0);
        mark(r, n - 1);
    }
    for (let c = 0; c < n; c++) {
        mark(0, c);
        mark(m - 1, c);
    }

    for (let r = 0; r < m; r++) {
        for (let c = 0; c < n; c++) {
            if (board[r][c] === 'O') board[r][c] = 'X';
            else if (board[r][c] === 'S') board[r][c] = 'O';
        }
    }
};
