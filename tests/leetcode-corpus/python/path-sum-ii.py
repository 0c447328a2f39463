class Solution:
    def pathSum(self, root: Optional[TreeNode], targetSum: int) -> List[List[int]]:
        result = []
        path = []

        def backtrack(node, remaining):
            if not node:
                return
            path.append(node.val)
            remaining -= node.val
            if not node.left and not node.right and remaining == 0:
                result.append(path.copy())
            else:
                backtrack(node.left, remaining)
                backtrack(node.right, remaining)
            path.pop()

        backtrack(root, targetSum)
        return result
