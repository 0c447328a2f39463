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

// plain recursion: LeetCode allows up to 10^4 nodes, so a skewed tree recurses 10^4 deep
function maxDepth(root: TreeNode | null): number {
    return root ? 1 + Math.max(maxDepth(root.left), maxDepth(root.right)) : 0;
};
