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
 * @return {number[][]}
 */
var levelOrder = function(root) {
    const res = [];
    if (!root) return res;
    const q = new Queue();
    q.enqueue(root);
    while (!q.isEmpty()) {
        const n = q.size();
        const level = [];
        for (let i = 0; i < n; i++) {
            const node = q.dequeue();
            level.push(node.val);
            if (node.left) q.enqueue(node.left);
            if (node.right) q.enqueue(node.right);
        }
        res.push(level);
    }
    return res;
};
