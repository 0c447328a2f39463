class Solution {
    private int next;
    private Map<Integer, Integer> position;

    public TreeNode buildTree(int[] preorder, int[] inorder) {
        next = 0;
        position = new HashMap<>();
        for (int i = 0; i < inorder.length; i++) position.put(inorder[i], i);
        return build(preorder, 0, inorder.length - 1);
    }

    private TreeNode build(int[] preorder, int lo, int hi) {
        if (lo > hi) return null;
        TreeNode root = new TreeNode(preorder[next++]);
        int mid = position.get(root.val);
        root.left = build(preorder, lo, mid - 1);
        root.right = build(preorder, mid + 1, hi);
        return root;
    }
}
