function searchMatrix(matrix, target) {
  const cols = matrix[0].length;
  // Read row by row, the matrix is one sorted list of rows * cols values.
  let low = 0;
  let high = matrix.length * cols - 1;
  while (low <= high) {
    const mid = low + Math.floor((high - low) / 2);
    const value = matrix[Math.floor(mid / cols)][mid % cols];
    if (value === target) return true;
    if (value < target) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}
