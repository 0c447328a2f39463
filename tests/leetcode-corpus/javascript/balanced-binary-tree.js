function TreeNode(val, left, right) {
    this.val = (val===undefined ? 0 : val)
    this.left = (left===undefined ? null : left)
    this.right = (right===undefined ? null : right)
}

/**
 * @param {TreeNode} root
 * @return {boolean}
 */
var isBalanced = function(root) {
    // returns the height, or -1 as soon as some subtree is unbalanced
    function height(node) {
        if (!node) return 0;
        const l = height(node.left);
        if (l === -1) return -1;
        const r = height(node.right);
        if (r === -1) return -1;
        if (Math.abs(l - r) > 1) return -1;
        return Math.max(l, r) + 1;
    }
    return height(root) !== -1;
};
