/**
 * @param {number[][]} grid
 * @return {number}
 */
var orangesRotting = function(grid) {
    const rows = grid.length;
    const cols = grid[0].length;
    const queue = new Queue();
    let fresh = 0;

    for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
            if (grid[r][c] === 2) queue.enqueue([r, c]);
            else if (grid[r][c] === 1) fresh++;
        }
    }

    let minutes = 0;
    const dirs = [[0, 1], [1, 0], [0, -1], [-1, 0]];
    while (!queue.isEmpty() && fresh > 0) {
        minutes++;
        for (let size = queue.size(); size > 0; size--) {
            const [r, c] = queue.dequeue();
            for (const [dr, dc] of dirs) {
                const nr = r + dr;
                const nc = c + dc;
                if (nr < 0 || nc < 0 || nr >= rows || nc >= cols || grid[nr][nc] !== 1) continue;
                grid[nr][nc] = 2;
                fresh--;
                queue.enqueue([nr, nc]);
            }
        }
    }
    return fresh === 0 ? minutes : -1;
};
