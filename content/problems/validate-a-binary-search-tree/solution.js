function isValidBST(root) {
  // Every node must lie strictly between the bounds inherited from its ancestors.
  function check(node, low, high) {
    if (node === null) return true;
    if (node.val <= low || node.val >= high) return false;
    return check(node.left, low, node.val) && check(node.right, node.val, high);
  }
  return check(root, -Infinity, Infinity);
}
