function maxAreaOfIsland(grid) {
  const rows = grid.length;
  const cols = grid[0].length;
  const seen = grid.map((row) => row.map(() => false));
  let best = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (grid[r][c] !== 1 || seen[r][c]) continue;
      seen[r][c] = true;
      const stack = [[r, c]];
      let area = 0;
      while (stack.length > 0) {
        const [cr, cc] = stack.pop();
        area++;
        for (const [nr, nc] of [
          [cr + 1, cc],
          [cr - 1, cc],
          [cr, cc + 1],
          [cr, cc - 1],
        ]) {
          if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] === 1 && !seen[nr][nc]) {
            seen[nr][nc] = true;
            stack.push([nr, nc]);
          }
        }
      }
      best = Math.max(best, area);
    }
  }
  return best;
}
