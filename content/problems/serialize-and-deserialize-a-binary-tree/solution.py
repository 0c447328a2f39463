from collections import deque


class Codec:
    # Level order, with "#" for every missing child: [1,2,3,null,null,4,5] -> "1,2,3,#,#,4,5,#,#,#,#".
    def serialize(self, root):
        tokens = []
        queue = deque([root])
        while queue:
            node = queue.popleft()
            if node is None:
                tokens.append("#")
                continue
            tokens.append(str(node.val))
            queue.append(node.left)
            queue.append(node.right)
        return ",".join(tokens)

    def deserialize(self, data):
        tokens = data.split(",")
        if tokens[0] == "#":
            return None
        root = TreeNode(int(tokens[0]))
        queue = deque([root])
        next_token = 1
        while queue:
            node = queue.popleft()
            left, right = tokens[next_token], tokens[next_token + 1]
            next_token += 2
            if left != "#":
                node.left = TreeNode(int(left))
                queue.append(node.left)
            if right != "#":
                node.right = TreeNode(int(right))
                queue.append(node.right)
        return root
