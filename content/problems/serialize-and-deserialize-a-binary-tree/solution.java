/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     int val;
 *     TreeNode left;
 *     TreeNode right;
 *     TreeNode(int x) { val = x; }
 * }
 */
public class Codec {

    // Encodes a tree to a single string.
    public String serialize(TreeNode root) {
        StringBuilder out = new StringBuilder();
        Deque<TreeNode> stack = new ArrayDeque<>();
        stack.push(root == null ? NULL : root);
        while (!stack.isEmpty()) {
            TreeNode node = stack.pop();
            if (node == NULL) {
                out.append("#,");
                continue;
            }
            out.append(node.val).append(',');
            stack.push(node.right == null ? NULL : node.right);
            stack.push(node.left == null ? NULL : node.left);
        }
        return out.toString();
    }

    // Decodes your encoded data to tree.
    public TreeNode deserialize(String data) {
        String[] tokens = data.split(",");
        TreeNode dummy = new TreeNode(0);
        // Each entry is a node and which of its children comes next (0 left, 1 right).
        Deque<Object[]> stack = new ArrayDeque<>();
        stack.push(new Object[] {dummy, 1});
        for (String token : tokens) {
            Object[] top = stack.pop();
            TreeNode parent = (TreeNode) top[0];
            TreeNode node = token.equals("#") ? null : new TreeNode(Integer.parseInt(token));
            if ((int) top[1] == 0) {
                parent.left = node;
                stack.push(new Object[] {parent, 1});
            } else {
                parent.right = node;
            }
            if (node != null) stack.push(new Object[] {node, 0});
        }
        return dummy.right;
    }

    private static final TreeNode NULL = new TreeNode(0);
}

// Your Codec object will be instantiated and called as such:
// Codec ser = new Codec();
// Codec deser = new Codec();
// TreeNode ans = deser.deserialize(ser.serialize(root));
