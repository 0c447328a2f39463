function diameterOfBinaryTree(root) {
  let best = 0;
  // Returns the number of nodes on the longest downward path from `node`.
  function height(node) {
    if (node === null) return 0;
    const left = height(node.left);
    const right = height(node.right);
    best = Math.max(best, left + right);
    return 1 + Math.max(left, right);
  }
  height(root);
  return best;
}
