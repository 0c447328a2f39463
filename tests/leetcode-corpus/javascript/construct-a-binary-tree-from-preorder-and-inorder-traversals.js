/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */
/**
 * @param {number[]} preorder
 * @param {number[]} inorder
 * @return {TreeNode}
 */
var buildTree = function(preorder, inorder) {
    const indexOf = new Map();
    inorder.forEach((v, i) => indexOf.set(v, i));
    let pre = 0;

    function build(lo, hi) {
        if (lo > hi) return null;
        const val = preorder[pre++];
        const mid = indexOf.get(val);
        const node = new TreeNode(val);
        node.left = build(lo, mid - 1);
        node.right = build(mid + 1, hi);
        return node;
    }

    return build(0, inorder.length - 1);
};
