import { OUTPUT_LIMIT_CHARS } from "./limits";

/**
 * Python loaded once into every Pyodide (the verifier's worker thread, the browser's Web Worker): the TreeNode, ListNode, GraphNode and RandomListNode classes solutions use, and
 * load/run/drop functions that keep each problem's solution in its own namespace; run returns
 * `{ actual, output }` or `{ error, output }` with what print() wrote (capped). Data crosses the
 * JavaScript boundary only as JSON strings, so no Python object leaks into JavaScript. The browser's
 * worker uses check_syntax, load_checked and run_checked, which answer with structured errors.
 */
export const PYTHON_HARNESS = `
import builtins
import contextlib
import io
import json
import traceback
from collections import deque


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
    return value


def convert_args(kinds, raw_args):
    return [to_argument(value, kinds[i]) for i, value in enumerate(raw_args)]


def dismantle(*roots):
    """Unlinks the judge's nodes reachable from roots, one at a time. Freed whole, a linked list of
    2,000 nodes makes CPython free node after node recursively, which overflows the WebAssembly stack
    of a browser's worker ("Maximum call stack size exceeded", and Pyodide is gone)."""
    stack = list(roots)
    while stack:
        value = stack.pop()
        if isinstance(value, (list, tuple)):
            stack.extend(value)
        elif isinstance(value, (ListNode, TreeNode, GraphNode, RandomListNode)):
            for name in ("next", "left", "right", "random"):
                child = getattr(value, name, None)
                if child is not None:
                    setattr(value, name, None)
                    stack.append(child)
            neighbors = getattr(value, "neighbors", None)
            if neighbors:
                value.neighbors = []
                stack.extend(neighbors)


def run_function(target, plan, raw_args):
    args = convert_args(plan["params"], raw_args)
    result = None
    try:
        result = target(*args)
        # A void function changes its first argument in place: that argument is its result.
        if plan["returns"] == "void":
            return from_result(args[0], plan["params"][0])
        return from_result(result, plan["returns"])
    finally:
        dismantle(args, result)


def run_class(target, plan, calls):
    results = [None]
    instance = target(*convert_args(plan["constructorParams"], calls["args"][0]))
    for name, raw_args in zip(calls["calls"][1:], calls["args"][1:]):
        method = plan["methods"].get(name)
        if method is None:
            raise NameError("unknown method " + name)
        bound = getattr(instance, method["name"], None)
        if not callable(bound):
            raise AttributeError(plan["className"] + " has no method " + method["name"])
        results.append(from_result(bound(*convert_args(method["params"], raw_args)), method["returns"]))
    return results


namespaces = {}


def describe(error):
    message = "".join(traceback.format_exception_only(error)).strip()
    lines = [frame.lineno for frame in traceback.extract_tb(error.__traceback__) if frame.filename == "solution.py"]
    return message + (" (solution.py line %d)" % lines[-1] if lines else "")


def load(key, source, plan_json):
    plan = json.loads(plan_json)
    namespace = {"__name__": "solution", "__builtins__": builtins, "TreeNode": TreeNode, "ListNode": ListNode,
                 "GraphNode": GraphNode, "RandomListNode": RandomListNode}
    try:
        exec(compile(source, "solution.py", "exec"), namespace)
    except Exception as error:
        return "solution.py does not load: " + describe(error)
    target = plan["className"] if plan["kind"] == "class" else plan["name"]
    if target not in namespace:
        return "solution.py does not define " + target
    namespaces[key] = (namespace[target], plan)
    return ""


OUTPUT_LIMIT = ${OUTPUT_LIMIT_CHARS}


class CappedOutput(io.StringIO):
    """What print() writes during one test, cut at OUTPUT_LIMIT characters."""

    def write(self, text):
        room = OUTPUT_LIMIT - self.tell()
        if room > 0:
            super().write(text[:room])
            if len(text) > room:
                super().write("\\n… output truncated")
        return len(text)


def run(key, input_json, describe_failure=describe):
    """One test as JSON: {actual, output}, or {error: describe_failure(error), output}."""
    target, plan = namespaces[key]
    calls = json.loads(input_json)
    input_nodes.clear()
    printed = CappedOutput()
    try:
        with contextlib.redirect_stdout(printed):
            if plan["kind"] == "class":
                result = run_class(target, plan, calls)
            else:
                result = run_function(target, plan, calls)
        return json.dumps({"actual": result, "output": printed.getvalue()}, allow_nan=False)
    except Exception as error:
        return json.dumps({"error": describe_failure(error), "output": printed.getvalue()})


def drop(key):
    namespaces.pop(key, None)


# The browser's judge reads errors as data (a verdict, the message, the line in solution.py) rather than
# the one-line text that describe() writes for the verifier.


def check_syntax(source):
    """JSON null when the source compiles, else {message, line, column} of its SyntaxError."""
    try:
        compile(source, "solution.py", "exec")
    except SyntaxError as error:
        message = "%s: %s" % (type(error).__name__, error.msg)
        return json.dumps({"message": message, "line": error.lineno, "column": error.offset})
    except Exception as error:
        return json.dumps({"message": "".join(traceback.format_exception_only(error)).strip()})
    return "null"


def describe_error(error):
    """An exception as {verdict, message, line}: MemoryError is the memory limit, the rest a runtime error."""
    lines = [frame.lineno for frame in traceback.extract_tb(error.__traceback__) if frame.filename == "solution.py"]
    if isinstance(error, MemoryError):
        verdict, message = "memory_limit_exceeded", "MemoryError: the solution ran out of memory."
    else:
        verdict, message = "runtime_error", "".join(traceback.format_exception_only(error)).strip()
    return {"verdict": verdict, "message": message, "line": lines[-1] if lines else None}


def load_checked(key, source, plan_json):
    """load() answering JSON: {} when the solution is ready, else {"error": describe_error(...)}."""
    plan = json.loads(plan_json)
    namespace = {"__name__": "solution", "__builtins__": builtins, "TreeNode": TreeNode, "ListNode": ListNode,
                 "GraphNode": GraphNode, "RandomListNode": RandomListNode}
    try:
        exec(compile(source, "solution.py", "exec"), namespace)
    except Exception as error:
        return json.dumps({"error": describe_error(error)})
    target = plan["className"] if plan["kind"] == "class" else plan["name"]
    if not callable(namespace.get(target)):
        message = "The code does not define %s." % target
        return json.dumps({"error": {"verdict": "runtime_error", "message": message, "line": None}})
    namespaces[key] = (namespace[target], plan)
    return "{}"


def run_checked(key, input_json):
    """run() with errors as data: {actual, output} or {error: describe_error(...), output} as JSON."""
    return run(key, input_json, describe_error)
`;
