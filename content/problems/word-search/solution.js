function exist(board, word) {
  const rows = board.length;
  const cols = board[0].length;
  function search(r, c, index) {
    if (index === word.length) return true;
    if (r < 0 || c < 0 || r >= rows || c >= cols || board[r][c] !== word[index]) return false;
    const letter = board[r][c];
    board[r][c] = "#"; // mark the cell as used on the current path
    const found =
      search(r + 1, c, index + 1) ||
      search(r - 1, c, index + 1) ||
      search(r, c + 1, index + 1) ||
      search(r, c - 1, index + 1);
    board[r][c] = letter;
    return found;
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (search(r, c, 0)) return true;
    }
  }
  return false;
}
