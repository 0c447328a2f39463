function levelOrder(root) {
  const result = [];
  let level = root === null ? [] : [root];
  while (level.length > 0) {
    result.push(level.map((node) => node.val));
    const next = [];
    for (const node of level) {
      if (node.left !== null) next.push(node.left);
      if (node.right !== null) next.push(node.right);
    }
    level = next;
  }
  return result;
}
