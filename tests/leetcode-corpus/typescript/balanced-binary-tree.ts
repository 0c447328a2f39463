/**
 * Definition for a binary tree node.
 * class TreeNode {
 *     val: number
 *     left: TreeNode | null
 *     right: TreeNode | null
 *     constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.left = (left===undefined ? null : left)
 *         this.right = (right===undefined ? null : right)
 *     }
 * }
 */

function isBalanced(root: TreeNode | null): boolean {
    // height of the subtree, or -1 as soon as some subtree is unbalanced
    const height = (node: TreeNode | null): number => {
        if (node === null) return 0;
        const l = height(node.left);
        if (l === -1) return -1;
        const r = height(node.right);
        if (r === -1 || Math.abs(l - r) > 1) return -1;
        return Math.max(l, r) + 1;
    };
    return height(root) !== -1;
};
