function isBalanced(root) {
  // The height of `node`'s subtree, or -1 as soon as some subtree is unbalanced.
  function height(node) {
    if (node === null) return 0;
    const left = height(node.left);
    if (left === -1) return -1;
    const right = height(node.right);
    if (right === -1 || Math.abs(left - right) > 1) return -1;
    return 1 + Math.max(left, right);
  }
  return height(root) !== -1;
}
