class Solution:
    def isValidBST(self, root: Optional[TreeNode]) -> bool:
        def valid(node, lo, hi):
            if not node:
                return True
            if not (lo < node.val < hi):
                return False
            return valid(node.left, lo, node.val) and valid(node.right, node.val, hi)

        return valid(root, -inf, inf)
