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
let diameterOfBinaryTree = function(root) {
    let diameter = 0;
    let depth = function(node) {
        if (!node) return 0;
        let l = depth(node.left);
        let r = depth(node.right);
        diameter = Math.max(diameter, l + r);   // edges through this node
        return 1 + Math.max(l, r);
    };
    depth(root);
    return diameter;
};
