function longestIncreasingPath(matrix) {
  const rows = matrix.length;
  const cols = matrix[0].length;
  // Visit cells from the smallest value up: every smaller neighbour is final by then.
  const cells = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) cells.push([r, c]);
  cells.sort(([r1, c1], [r2, c2]) => matrix[r1][c1] - matrix[r2][c2]);
  const longest = matrix.map((row) => row.map(() => 1));
  let best = 1;
  for (const [r, c] of cells) {
    for (const [nr, nc] of [
      [r + 1, c],
      [r - 1, c],
      [r, c + 1],
      [r, c - 1],
    ]) {
      if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && matrix[nr][nc] < matrix[r][c]) {
        longest[r][c] = Math.max(longest[r][c], longest[nr][nc] + 1);
      }
    }
    best = Math.max(best, longest[r][c]);
  }
  return best;
}
