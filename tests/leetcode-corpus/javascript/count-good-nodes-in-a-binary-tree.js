/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */
/**
 * @param {TreeNode} root
 * @return {number}
 */
var goodNodes = function(root) {
    if (!root) return 0;
    let good = 0;
    const stack = [[root, -Infinity]];
    while (stack.length > 0) {
        const [node, maxSoFar] = stack.pop();
        if (node.val >= maxSoFar) good++;
        const m = Math.max(maxSoFar, node.val);
        if (node.left) stack.push([node.left, m]);
        if (node.right) stack.push([node.right, m]);
    }
    return good;
};
