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
var zigzagLevelOrder = function(root) {
    const ans = [];
    if (root === null) return ans;
    let queue = [root];
    let leftToRight = true;
    while (queue.length > 0) {
        const vals = queue.map(n => n.val);
        ans.push(leftToRight ? vals : vals.reverse());
        leftToRight = !leftToRight;
        const next = [];
        for (const n of queue) {
            if (n.left) next.push(n.left);
            if (n.right) next.push(n.right);
        }
        queue = next;
    }
    return ans;
};
