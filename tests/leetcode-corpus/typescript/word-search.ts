function exist(board: string[][], word: string): boolean {
    const rows = board.length;
    const cols = board[0].length;
    const dirs: ReadonlyArray<[number, number]> = [[1, 0], [-1, 0], [0, 1], [0, -1]];

    const dfs = (r: number, c: number, i: number): boolean => {
        if (i === word.length) return true;
        if (r < 0 || c < 0 || r >= rows || c >= cols || board[r][c] !== word[i]) return false;
        const saved = board[r][c];
        board[r][c] = '*';
        for (const [dr, dc] of dirs) {
            if (dfs(r + dr, c + dc, i + 1)) {
                board[r][c] = saved;
                return true;
            }
        }
        board[r][c] = saved;
        return false;
    };

    for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
            if (dfs(r, c, 0)) return true;
        }
    }
    return false;
};
