function maxPathSum(root) {
  let best = -Infinity;
  // Best sum of a path that starts at `node` and only goes downward.
  function down(node) {
    if (node === null) return 0;
    const left = Math.max(0, down(node.left));
    const right = Math.max(0, down(node.right));
    best = Math.max(best, node.val + left + right);
    return node.val + Math.max(left, right);
  }
  down(root);
  return best;
}
