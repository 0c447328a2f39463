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

enum Direction {
    LeftToRight,
    RightToLeft,
}

function zigzagLevelOrder(root: TreeNode | null): number[][] {
    const ans: number[][] = [];
    let level: TreeNode[] = root ? [root] : [];
    let dir = Direction.LeftToRight;
    while (level.length > 0) {
        const vals = level.map(n => n.val);
        ans.push(dir === Direction.LeftToRight ? vals : vals.reverse());
        const next: TreeNode[] = [];
        for (const n of level) {
            if (n.left) next.push(n.left);
            if (n.right) next.push(n.right);
        }
        level = next;
        dir = dir === Direction.LeftToRight ? Direction.RightToLeft : Direction.LeftToRight;
    }
    return ans;
};
