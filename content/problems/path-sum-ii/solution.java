class Solution {
    public List<List<Integer>> pathSum(TreeNode root, int targetSum) {
        List<List<Integer>> paths = new ArrayList<>();
        walk(root, targetSum, new ArrayList<>(), paths);
        return paths;
    }

    private void walk(TreeNode node, int remaining, List<Integer> path, List<List<Integer>> paths) {
        if (node == null) return;
        path.add(node.val);
        remaining -= node.val;
        if (node.left == null && node.right == null && remaining == 0) paths.add(new ArrayList<>(path));
        walk(node.left, remaining, path, paths);
        walk(node.right, remaining, path, paths);
        path.remove(path.size() - 1);
    }
}
