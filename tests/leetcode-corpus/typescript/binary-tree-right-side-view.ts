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

// DFS visiting right child first; the first node seen at each depth is the visible one
const rightSideView = (root: TreeNode | null): number[] => {
    const view: number[] = [];
    const dfs = (node: TreeNode | null, depth: number): void => {
        if (!node) return;
        if (depth === view.length) view.push(node.val);
        dfs(node.right, depth + 1);
        dfs(node.left, depth + 1);
    };
    dfs(root, 0);
    return view;
};
