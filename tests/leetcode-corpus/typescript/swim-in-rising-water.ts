type Cell = { t: number; r: number; c: number };

function swimInWater(grid: number[][]): number {
    const n = grid.length;
    const seen: boolean[][] = grid.map(row => row.map(() => false));
    const heap = new MinPriorityQueue<Cell>((cell) => cell.t);
    heap.enqueue({ t: grid[0][0], r: 0, c: 0 });
    seen[0][0] = true;

    while (true) {
        const { t, r, c } = heap.dequeue()!;
        if (r === n - 1 && c === n - 1) return t;
        for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
            const nr = r + dr, nc = c + dc;
            if (nr < 0 || nc < 0 || nr >= n || nc >= n || seen[nr][nc]) continue;
            seen[nr][nc] = true;
            heap.enqueue({ t: Math.max(t, grid[nr][nc]), r: nr, c: nc });
        }
    }
};
