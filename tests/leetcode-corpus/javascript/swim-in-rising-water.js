/**
 * @param {number[][]} grid
 * @return {number}
 */
var swimInWater = function(grid) {
    const n = grid.length;
    const seen = Array.from({ length: n }, () => new Array(n).fill(false));
    const pq = new PriorityQueue((a, b) => a[0] - b[0]); // [max height on the path, row, col]
    pq.enqueue([grid[0][0], 0, 0]);
    seen[0][0] = true;

    while (!pq.isEmpty()) {
        const [t, r, c] = pq.dequeue();
        if (r === n - 1 && c === n - 1) return t;
        for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
            const nr = r + dr, nc = c + dc;
            if (nr < 0 || nc < 0 || nr >= n || nc >= n || seen[nr][nc]) continue;
            seen[nr][nc] = true;
            pq.enqueue([Math.max(t, grid[nr][nc]), nr, nc]);
        }
    }
    return -1;
};
