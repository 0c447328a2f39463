class Solution:
    def diameterOfBinaryTree(self, root: Optional[TreeNode]) -> int:
        diameter = 0

        def depth(node: Optional[TreeNode]) -> int:
            nonlocal diameter
            if not node:
                return 0
            l, r = depth(node.left), depth(node.right)
            diameter = max(diameter, l + r)
            return 1 + max(l, r)

        depth(root)
        return diameter
