function solve(board) {
  const rows = board.length;
  const cols = board[0].length;
  // Every "O" reachable from the border escapes; mark those cells "E" first.
  const stack = [];
  for (let r = 0; r < rows; r++) stack.push([r, 0], [r, cols - 1]);
  for (let c = 0; c < cols; c++) stack.push([0, c], [rows - 1, c]);
  while (stack.length > 0) {
    const [r, c] = stack.pop();
    if (r < 0 || r >= rows || c < 0 || c >= cols || board[r][c] !== "O") continue;
    board[r][c] = "E";
    stack.push([r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]);
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) board[r][c] = board[r][c] === "E" ? "O" : "X";
  }
}
