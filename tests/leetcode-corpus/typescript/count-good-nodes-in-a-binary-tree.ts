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

type Frame = [TreeNode, number];

function goodNodes(root: TreeNode | null): number {
    if (root === null) return 0;
    let count = 0;
    const stack: Frame[] = [[root, root.val]];
    while (stack.length) {
        const [node, maxSoFar] = stack.pop() as Frame;
        if (node.val >= maxSoFar) count++;
        const m = Math.max(maxSoFar, node.val);
        if (node.left) stack.push([node.left, m]);
        if (node.right) stack.push([node.right, m]);
    }
    return count;
};
