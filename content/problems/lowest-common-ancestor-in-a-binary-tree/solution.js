function lowestCommonAncestor(root, p, q) {
  // Returns p or q if this subtree holds one of them, or their ancestor once both are found.
  function find(node) {
    if (node === null || node === p || node === q) return node;
    const left = find(node.left);
    const right = find(node.right);
    if (left !== null && right !== null) return node;
    return left !== null ? left : right;
  }
  return find(root);
}
