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

function levelOrder(root: TreeNode | null): number[][] {
    const res: number[][] = [];
    if (!root) return res;
    const q = new Queue<TreeNode>([root]);
    while (!q.isEmpty()) {
        const size = q.size();
        const level: number[] = [];
        for (let i = 0; i < size; i++) {
            const node = q.dequeue();
            level.push(node.val);
            if (node.left) q.enqueue(node.left);
            if (node.right) q.enqueue(node.right);
        }
        res.push(level);
    }
    return res;
};
