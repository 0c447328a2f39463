function setZeroes(matrix) {
  const rows = matrix.length;
  const cols = matrix[0].length;
  // Row 0 and column 0 record which columns and rows to clear; two flags remember
  // whether row 0 and column 0 themselves held a zero.
  const firstRowZero = matrix[0].some((value) => value === 0);
  const firstColZero = matrix.some((row) => row[0] === 0);
  for (let r = 1; r < rows; r++) {
    for (let c = 1; c < cols; c++) {
      if (matrix[r][c] === 0) {
        matrix[r][0] = 0;
        matrix[0][c] = 0;
      }
    }
  }
  for (let r = 1; r < rows; r++) {
    for (let c = 1; c < cols; c++) {
      if (matrix[r][0] === 0 || matrix[0][c] === 0) matrix[r][c] = 0;
    }
  }
  if (firstRowZero) for (let c = 0; c < cols; c++) matrix[0][c] = 0;
  if (firstColZero) for (let r = 0; r < rows; r++) matrix[r][0] = 0;
}
