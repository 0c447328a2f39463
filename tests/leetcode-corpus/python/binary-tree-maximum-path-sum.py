class Solution:
    def maxPathSum(self, root: Optional[TreeNode]) -> int:
        self.res = root.val
        self.gain(root)
        return self.res

    def gain(self, node):
        """Best downward path sum starting at node (never negative)."""
        if node is None:
            return 0
        left = max(self.gain(node.left), 0)
        right = max(self.gain(node.right), 0)
        self.res = max(self.res, node.val + left + right)
        return node.val + max(left, right)
