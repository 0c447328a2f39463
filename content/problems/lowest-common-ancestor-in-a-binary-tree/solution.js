function lowestCommonAncestor(root, p, q) {
  // Returns the node holding p or q found in this subtree, or their ancestor once both are found.
  function find(node) {
    if (node === null || node.val === p || node.val === q) return node;
    const left = find(node.left);
    const right = find(node.right);
    if (left !== null && right !== null) return node;
    return left !== null ? left : right;
  }
  return find(root).val;
}
