function goodNodes(root) {
  if (root === null) return 0;
  let count = 0;
  const stack = [[root, root.val]];
  while (stack.length > 0) {
    const [node, highest] = stack.pop();
    if (node.val >= highest) count++;
    const next = Math.max(highest, node.val);
    if (node.left !== null) stack.push([node.left, next]);
    if (node.right !== null) stack.push([node.right, next]);
  }
  return count;
}
