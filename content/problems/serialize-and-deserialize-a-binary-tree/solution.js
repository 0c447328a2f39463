class Codec {
  // Level order, with "#" for every missing child: [1,2,3,null,null,4,5] -> "1,2,3,#,#,4,5,#,#,#,#".
  serialize(root) {
    const tokens = [];
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head];
      if (node === null) {
        tokens.push("#");
        continue;
      }
      tokens.push(String(node.val));
      queue.push(node.left, node.right);
    }
    return tokens.join(",");
  }

  deserialize(data) {
    const tokens = data.split(",");
    if (tokens[0] === "#") return null;
    const root = new TreeNode(Number(tokens[0]));
    const queue = [root];
    let next = 1;
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head];
      const left = tokens[next++];
      const right = tokens[next++];
      if (left !== "#") {
        node.left = new TreeNode(Number(left));
        queue.push(node.left);
      }
      if (right !== "#") {
        node.right = new TreeNode(Number(right));
        queue.push(node.right);
      }
    }
    return root;
  }
}
