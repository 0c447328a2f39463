function pathSum(root, targetSum) {
  const paths = [];
  const path = [];
  function walk(node, remaining) {
    if (node === null) return;
    path.push(node.val);
    const left = remaining - node.val;
    if (node.left === null && node.right === null) {
      if (left === 0) paths.push([...path]);
    } else {
      walk(node.left, left);
      walk(node.right, left);
    }
    path.pop();
  }
  walk(root, targetSum);
  return paths;
}
