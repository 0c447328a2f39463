function pacificAtlantic(heights) {
  const rows = heights.length;
  const cols = heights[0].length;
  // Marks every cell whose water can reach the ocean touching the given border cells,
  // by walking uphill (to neighbours at least as high) from those cells.
  function reachable(starts) {
    const seen = heights.map((row) => row.map(() => false));
    const stack = [];
    for (const [r, c] of starts) {
      if (!seen[r][c]) {
        seen[r][c] = true;
        stack.push([r, c]);
      }
    }
    while (stack.length > 0) {
      const [r, c] = stack.pop();
      for (const [nr, nc] of [
        [r + 1, c],
        [r - 1, c],
        [r, c + 1],
        [r, c - 1],
      ]) {
        if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && !seen[nr][nc] && heights[nr][nc] >= heights[r][c]) {
          seen[nr][nc] = true;
          stack.push([nr, nc]);
        }
      }
    }
    return seen;
  }
  const pacificStarts = [];
  const atlanticStarts = [];
  for (let r = 0; r < rows; r++) {
    pacificStarts.push([r, 0]);
    atlanticStarts.push([r, cols - 1]);
  }
  for (let c = 0; c < cols; c++) {
    pacificStarts.push([0, c]);
    atlanticStarts.push([rows - 1, c]);
  }
  const pacific = reachable(pacificStarts);
  const atlantic = reachable(atlanticStarts);
  const result = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (pacific[r][c] && atlantic[r][c]) result.push([r, c]);
    }
  }
  return result;
}
