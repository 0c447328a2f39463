/**
 * @param {character[][]} grid
 * @return {number}
 */
var numIslands = function(grid) {
    const m = grid.length, n = grid[0].length;
    let islands = 0;

    for (let i = 0; i < m; i++) {
        for (let j = 0; j < n; j++) {
            if (grid[i][j] !== "1") continue;
            islands++;
            // sink the whole island with an explicit stack
            const stack = [[i, j]];
            grid[i][j] = "0";
            while (stack.length) {
                const [r, c] = stack.pop();
                for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
                    const nr = r + dr, nc = c + dc;
                    if (nr >= 0 && nr < m && nc >= 0 && nc < n && grid[nr][nc] === "1") {
                        grid[nr][nc] = "0";
                        stack.push([nr, nc]);
                    }
                }
            }
        }
    }
    return islands;
};
