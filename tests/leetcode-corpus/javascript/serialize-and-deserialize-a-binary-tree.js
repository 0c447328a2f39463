/**
 * Definition for a binary tree node.
 * function TreeNode(val) {
 *     this.val = val;
 *     this.left = this.right = null;
 * }
 */

/**
 * Encodes a tree to a single string.
 *
 * @param {TreeNode} root
 * @return {string}
 */
var serialize = function(root) {
    const out = [];
    const walk = (node) => {
        if (!node) {
            out.push("#");
            return;
        }
        out.push(node.val);
        walk(node.left);
        walk(node.right);
    };
    walk(root);
    return out.join(",");
};

/**
 * Decodes your encoded data to tree.
 *
 * @param {string} data
 * @return {TreeNode}
 */
var deserialize = function(data) {
    const tokens = data.split(",");
    let i = 0;
    const build = () => {
        const tok = tokens[i++];
        if (tok === "#") return null;
        const node = new TreeNode(parseInt(tok));
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
