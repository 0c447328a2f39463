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

function buildTree(preorder: number[], inorder: number[]): TreeNode | null {
    const pos = new Map<number, number>();
    inorder.forEach((v, i) => pos.set(v, i));
    let pre = 0;

    function build(lo: number, hi: number): TreeNode | null {
        if (lo > hi) return null;
        const val = preorder[pre++];
        const mid = pos.get(val)!;
        const node = new TreeNode(val);
        node.left = build(lo, mid - 1);
        node.right = build(mid + 1, hi);
        return node;
    }

    return build(0, inorder.length - 1);
};
