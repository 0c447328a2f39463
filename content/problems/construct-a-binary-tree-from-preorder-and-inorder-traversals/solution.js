function buildTree(preorder, inorder) {
  const position = new Map();
  for (let i = 0; i < inorder.length; i++) position.set(inorder[i], i);
  let next = 0; // index of the next root in preorder
  // Builds the subtree whose values occupy inorder[low..high].
  function build(low, high) {
    if (low > high) return null;
    const value = preorder[next++];
    const middle = position.get(value);
    const node = new TreeNode(value);
    node.left = build(low, middle - 1);
    node.right = build(middle + 1, high);
    return node;
  }
  return build(0, inorder.length - 1);
}
