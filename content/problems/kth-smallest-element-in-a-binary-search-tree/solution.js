function kthSmallest(root, k) {
  const stack = [];
  let node = root;
  let remaining = k;
  while (stack.length > 0 || node !== null) {
    while (node !== null) {
      stack.push(node);
      node = node.left;
    }
    node = stack.pop();
    remaining--;
    if (remaining === 0) return node.val;
    node = node.right;
  }
  return null;
}
