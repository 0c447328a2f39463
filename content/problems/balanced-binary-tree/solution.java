class Solution {
    public boolean isBalanced(TreeNode root) {
        return height(root) >= 0;
    }

    // The height of the tree, or -1 when some subtree is unbalanced.
    private int height(TreeNode node) {
        if (node == null) return 0;
        int left = height(node.left);
        int right = height(node.right);
        if (left < 0 || right < 0 || Math.abs(left - right) > 1) return -1;
        return 1 + Math.max(left, right);
    }
}
