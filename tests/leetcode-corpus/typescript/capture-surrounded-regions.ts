/**
 Do not return anything, modify board in-place instead.
 */
function solve(board: string[][]): void {
    const m = board.length;
    const n = board[0].length;
    const stack: Array<[number, number]> = [];

    // every 'O' reachable from the border survives: mark it 'S'
    for (let i = 0; i < m; i++) {
        stack.push([i, 0], [i, n - 1]);
    }
    for (let j = 0; j < n; j++) {
        stack.push([0, j], [m - 1, j]);
    }
    while (stack.length) {
        const [i, j] = stack.pop()!;
        if (i < 0 || j < 0 || i >= m || j >= n || board[i][j] !== 'O') continue;
        board[i][j] = 'S';
        stack.push([i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]);
    }

    for (const row of board) {
        for (let j = 0; j < n; j++) {
            row[j] = row[j] === 'S' ? 'O' : 'X';
        }
    }
};
