function uniquePaths(m, n) {
  // row[c] = routes to cell (current row, c); the first row has one route to every cell.
  const row = new Array(n).fill(1);
  for (let r = 1; r < m; r++) {
    for (let c = 1; c < n; c++) row[c] += row[c - 1];
  }
  return row[n - 1];
}
