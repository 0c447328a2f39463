function findWords(board, words) {
  // Trie node: { children: Map<letter, node>, word: string | null }.
  const root = { children: new Map(), word: null };
  for (const word of words) {
    let node = root;
    for (const letter of word) {
      if (!node.children.has(letter)) node.children.set(letter, { children: new Map(), word: null });
      node = node.children.get(letter);
    }
    node.word = word;
  }
  const rows = board.length;
  const cols = board[0].length;
  const found = [];

  function search(r, c, parent) {
    const letter = board[r][c];
    const node = parent.children.get(letter);
    if (node === undefined) return;
    if (node.word !== null) {
      found.push(node.word);
      node.word = null; // report each word once
    }
    board[r][c] = "#"; // on the current path
    if (r > 0 && board[r - 1][c] !== "#") search(r - 1, c, node);
    if (r + 1 < rows && board[r + 1][c] !== "#") search(r + 1, c, node);
    if (c > 0 && board[r][c - 1] !== "#") search(r, c - 1, node);
    if (c + 1 < cols && board[r][c + 1] !== "#") search(r, c + 1, node);
    board[r][c] = letter;
    // Prune branches that can no longer produce a new word.
    if (node.children.size === 0 && node.word === null) parent.children.delete(letter);
  }

  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) search(r, c, root);
  }
  return found;
}
