function solveNQueens(n) {
  const result = [];
  const queenColumn = []; // queenColumn[row] = the column of the queen in that row
  const usedColumns = new Set();
  const usedDiagonals = new Set(); // row - col is constant along a diagonal
  const usedAntiDiagonals = new Set(); // row + col is constant along an anti-diagonal
  function place(row) {
    if (row === n) {
      result.push(queenColumn.map((col) => `${".".repeat(col)}Q${".".repeat(n - col - 1)}`));
      return;
    }
    for (let col = 0; col < n; col++) {
      if (usedColumns.has(col) || usedDiagonals.has(row - col) || usedAntiDiagonals.has(row + col)) continue;
      usedColumns.add(col);
      usedDiagonals.add(row - col);
      usedAntiDiagonals.add(row + col);
      queenColumn.push(col);
      place(row + 1);
      queenColumn.pop();
      usedColumns.delete(col);
      usedDiagonals.delete(row - col);
      usedAntiDiagonals.delete(row + col);
    }
  }
  place(0);
  return result;
}
