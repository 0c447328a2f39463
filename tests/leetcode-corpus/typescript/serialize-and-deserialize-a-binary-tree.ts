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

/*
 * Encodes a tree to a single string.
 */
function serialize(root: TreeNode | null): string {
    // preorder with '#' for null children
    const out: string[] = [];
    const stack: (TreeNode | null)[] = [root];
    while (stack.length) {
        const node = stack.pop();
        if (!node) {
            out.push('#');
            continue;
        }
        out.push(String(node.val));
        stack.push(node.right, node.left);
    }
    return out.join(',');
};

/*
 * Decodes your encoded data to tree.
 */
function deserialize(data: string): TreeNode | null {
    const tokens = data.split(',');
    let i = 0;
    const build = (): TreeNode | null => {
        const t = tokens[i++];
        if (t === '#') return null;
        const node = new TreeNode(parseInt(t));
        node.left = build();
        node.right = build();
        return node;
    };
    return build();
};


/**
 * Your functions will be called as such:
 * deserialize(serialize(root));
 */
