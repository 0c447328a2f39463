class Solution:
    def goodNodes(self, root: TreeNode) -> int:
        if not root:
            return 0
        good = 0
        stack = [(root, root.val)]
        while stack:
            node, best = stack.pop()
            if node.val >= best:
                good += 1
            best = max(best, node.val)
            if node.left:
                stack.append((node.left, best))
            if node.right:
                stack.append((node.right, best))
        return good
