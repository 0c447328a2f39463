/**
 * The node classes solutions use and the conversions between a test's JSON and nodes, in Python: part
 * of the harness (python-harness.ts). Values cross the boundary as JSON; the encodings are described in
 * content/README.md ("Problems").
 */
export const PYTHON_NODES = `
class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


class GraphNode:
    def __init__(self, val=0, neighbors=None):
        self.val = val
        self.neighbors = neighbors if neighbors is not None else []


class RandomListNode:
    def __init__(self, val=0, next=None, random=None):
        self.val = val
        self.next = next
        self.random = random


def build_tree(values):
    if not values or values[0] is None:
        return None
    root = TreeNode(values[0])
    queue = deque([root])
    i = 1
    while queue and i < len(values):
        node = queue.popleft()
        if i < len(values) and values[i] is not None:
            node.left = TreeNode(values[i])
            queue.append(node.left)
        i += 1
        if i < len(values) and values[i] is not None:
            node.right = TreeNode(values[i])
            queue.append(node.right)
        i += 1
    return root


def serialise_tree(root):
    values = []
    queue = deque([root])
    while queue:
        node = queue.popleft()
        if node is None:
            values.append(None)
            continue
        values.append(node.val)
        queue.append(node.left)
        queue.append(node.right)
    while values and values[-1] is None:
        values.pop()
    return values


def build_list(values):
    head = None
    for value in reversed(values):
        head = ListNode(value, head)
    return head


def serialise_list(head):
    values = []
    while head is not None:
        values.append(head.val)
        head = head.next
    return values


# The nodes of the current test's input graphs and random lists, by id: a returned one must be a copy.
input_nodes = {}


def build_graph(adjacency):
    if not adjacency:
        return None
    nodes = [GraphNode(index + 1) for index in range(len(adjacency))]
    for node, ids in zip(nodes, adjacency):
        node.neighbors = [nodes[i - 1] for i in ids]
    for node in nodes:
        input_nodes[id(node)] = node
    return nodes[0]


def serialise_graph(start):
    if start is None:
        return []
    seen = {id(start)}
    queue = [start]
    for node in queue:
        for neighbour in node.neighbors:
            if id(neighbour) not in seen:
                seen.add(id(neighbour))
                queue.append(neighbour)
    adjacency = [None] * len(queue)
    for node in queue:
        if input_nodes.get(id(node)) is node:
            raise ValueError("the returned graph reuses a node of the input graph: return a copy")
        index = node.val - 1 if isinstance(node.val, int) and not isinstance(node.val, bool) else -1
        if index < 0 or index >= len(queue) or adjacency[index] is not None:
            count = len(queue)
            raise ValueError("the returned graph's %d nodes must have the values 1 to %d, each once" % (count, count))
        adjacency[index] = [neighbour.val for neighbour in node.neighbors]
    return adjacency


def build_list_with_pos(value):
    """[values, pos]: the tail links back to the node at index pos, or to nothing when pos is -1."""
    values, pos = value
    nodes = [ListNode(item) for item in values]
    for node, following in zip(nodes, nodes[1:]):
        node.next = following
    if pos >= 0 and nodes:
        nodes[-1].next = nodes[pos]
    return nodes[0] if nodes else None


def serialise_list_with_pos(head):
    values = []
    seen = {}
    node = head
    while node is not None and id(node) not in seen:
        seen[id(node)] = len(values)
        values.append(node.val)
        node = node.next
    return [values, -1 if node is None else seen[id(node)]]


def build_random_list(pairs):
    """[[val, random_index or None], ...]: each node's random pointer as the index of its target."""
    nodes = [RandomListNode(pair[0]) for pair in pairs]
    for index, node in enumerate(nodes):
        node.next = nodes[index + 1] if index + 1 < len(nodes) else None
        node.random = None if pairs[index][1] is None else nodes[pairs[index][1]]
        input_nodes[id(node)] = node
    return nodes[0] if nodes else None


def serialise_random_list(head):
    nodes = []
    positions = {}
    node = head
    while node is not None:
        if input_nodes.get(id(node)) is node:
            raise ValueError("the returned list reuses a node of the input list: return a copy")
        if id(node) in positions:
            raise ValueError("the returned list loops back to its node %d" % positions[id(node)])
        positions[id(node)] = len(nodes)
        nodes.append(node)
        node = node.next
    pairs = []
    for node in nodes:
        random = getattr(node, "random", None)
        if random is not None and (id(random) not in positions or nodes[positions[id(random)]] is not random):
            raise ValueError("a random pointer leads outside the returned list")
        pairs.append([node.val, None if random is None else positions[id(random)]])
    return pairs


def to_argument(value, kind):
    if kind == "TreeNode":
        return build_tree(value)
    if kind == "ListNode":
        return build_list(value)
    if kind == "ListNode[]":
        return [build_list(values) for values in value]
    if kind == "GraphNode":
        return build_graph(value)
    if kind == "ListNode+pos":
        return build_list_with_pos(value)
    if kind == "RandomListNode":
        return build_random_list(value)
    # JSON has one kind of number: a whole-number float (2.0) arrives as an int unless told otherwise.
    if kind == "double" and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if kind == "double[]":
        return [float(item) for item in value]
    return value


def from_result(value, kind):
    if kind == "void":
        return None
    if kind == "TreeNode":
        return serialise_tree(value)
    if kind == "ListNode":
        return serialise_list(value)
    if kind == "ListNode[]" and isinstance(value, list):
        return [serialise_list(head) for head in value]
    if kind == "GraphNode":
        return serialise_graph(value)
    if kind == "ListNode+pos":
        return serialise_list_with_pos(value)
    if kind == "RandomListNode":
        return serialise_random_list(value)
    if kind == "TreeNodeRef":
        return None if value is None else value.val
    return value


def find_node(root, value):
    """A TreeNodeRef argument names a node of the call's tree by its value: the solution gets that node."""
    stack = [root]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        if node.val == value:
            return node
        stack.extend((node.right, node.left))
    raise ValueError("the tree has no node with the value %r" % (value,))


def convert_args(kinds, raw_args):
    args = [to_argument(value, kinds[i]) for i, value in enumerate(raw_args)]
    tree = args[kinds.index("TreeNode")] if "TreeNode" in kinds else None
    return [find_node(tree, arg) if kinds[i] == "TreeNodeRef" else arg for i, arg in enumerate(args)]


JUDGE_NODE_CLASSES = (TreeNode, ListNode, GraphNode, RandomListNode)


def is_disposable(value, namespace_name):
    """A node of the judge's, or an instance of a class the solution defined (a trie node, its own ListNode)."""
    return isinstance(value, JUDGE_NODE_CLASSES) or getattr(type(value), "__module__", None) == namespace_name


def reachable(roots, namespace_name):
    """The ids of the containers and instances that the solution's module-level names reach, through its
    own classes' attributes too: state kept from one test to the next, which dismantle leaves alone."""
    seen = set()
    stack = list(roots)
    while stack:
        value = stack.pop()
        if id(value) in seen:
            continue
        if isinstance(value, type):
            if value.__module__ == namespace_name:
                seen.add(id(value))
                stack.extend(vars(value).values())
            continue
        if isinstance(value, (types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType)):
            continue
        seen.add(id(value))
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, (list, tuple, set, frozenset)):
            stack.extend(value)
        elif hasattr(value, "__dict__"):
            stack.extend(vars(value).values())
    return seen


def dismantle(*roots, namespace=None):
    """Empties, one at a time, the nodes and the solution's own objects reachable from roots once a test is
    over. Freed whole, a linked list or a trie 2,000 levels deep makes CPython free node after node
    recursively, which overflows the WebAssembly stack of a browser's worker ("Maximum call stack size
    exceeded", and Pyodide is gone). What the solution's module-level names reach is kept, for later tests."""
    namespace = namespace or {}
    name = namespace.get("__name__", "solution")
    # PRELUDE (python-harness.ts) is LeetCode's imports: nothing of the solution's own among them.
    own = [value for key, value in namespace.items() if not key.startswith("__") and PRELUDE.get(key) is not value]
    kept = reachable(own, name)
    stack = list(roots)
    seen = set()
    while stack:
        value = stack.pop()
        if id(value) in seen or id(value) in kept:
            continue
        if isinstance(value, (list, tuple, set, frozenset)):
            seen.add(id(value))
            stack.extend(value)
        elif isinstance(value, dict):
            seen.add(id(value))
            stack.extend(value.values())
        elif is_disposable(value, name):
            seen.add(id(value))
            attributes = getattr(value, "__dict__", None)
            if attributes:
                stack.extend(attributes.values())
                attributes.clear()
`;
