function isValidSudoku(board) {
  const seen = new Set();
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 9; col++) {
      const digit = board[row][col];
      if (digit === ".") continue;
      const box = Math.floor(row / 3) * 3 + Math.floor(col / 3);
      const keys = [`r${row}:${digit}`, `c${col}:${digit}`, `b${box}:${digit}`];
      if (keys.some((key) => seen.has(key))) return false;
      for (const key of keys) seen.add(key);
    }
  }
  return true;
}
