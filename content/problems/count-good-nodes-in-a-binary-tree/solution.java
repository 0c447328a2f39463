class Solution {
    public int goodNodes(TreeNode root) {
        return count(root, Integer.MIN_VALUE);
    }

    private int count(TreeNode node, int highest) {
        if (node == null) return 0;
        int good = node.val >= highest ? 1 : 0;
        highest = Math.max(highest, node.val);
        return good + count(node.left, highest) + count(node.right, highest);
    }
}
