import type { RunnableProblem } from "./grade-results";

type Fixture = { problem: RunnableProblem; javascript: string; python: string };

/** Tiny problems with JavaScript and Python solutions, shared by the runners' tests (Node and browser). */
export const RUNNER_FIXTURES = {
  sumPair: {
    problem: {
      signature: {
        kind: "function",
        name: "sumPair",
        params: [
          { name: "a", type: "int" },
          { name: "b", type: "int" },
        ],
        returns: "int",
      },
      comparison: "exact",
      tests: [
        { input: [1, 2], expected: 3 },
        { input: [-3, 2], expected: -1 },
      ],
    },
    javascript: "function sumPair(a, b) {\n  return a + b;\n}\n",
    python: "def sum_pair(a, b):\n    return a + b\n",
  },
  counter: {
    problem: {
      signature: {
        kind: "class",
        className: "RunningTotal",
        constructorParams: [{ name: "start", type: "int" }],
        methods: [
          { name: "addAmount", params: [{ name: "amount", type: "int" }], returns: "void" },
          { name: "getTotal", params: [], returns: "int" },
        ],
      },
      comparison: "exact",
      tests: [
        {
          input: { calls: ["RunningTotal", "addAmount", "addAmount", "getTotal"], args: [[1], [2], [2], []] },
          expected: [null, null, null, 5],
        },
      ],
    },
    javascript: [
      "class RunningTotal {",
      "  constructor(start) { this.total = start; }",
      "  addAmount(amount) { this.total += amount; return this.total; }",
      "  getTotal() { return this.total; }",
      "}",
    ].join("\n"),
    python: [
      "class RunningTotal:",
      "    def __init__(self, start):",
      "        self.total = start",
      "    def add_amount(self, amount):",
      "        self.total += amount",
      "        return self.total",
      "    def get_total(self):",
      "        return self.total",
    ].join("\n"),
  },
  mirrorTree: {
    problem: {
      signature: {
        kind: "function",
        name: "invertTree",
        params: [{ name: "root", type: "TreeNode" }],
        returns: "TreeNode",
      },
      comparison: "exact",
      tests: [
        { input: [[4, 2, 7, 1, null, 6]], expected: [4, 7, 2, null, 6, null, 1] },
        { input: [[]], expected: [] },
      ],
    },
    javascript: [
      "function invertTree(root) {",
      "  if (!root) return null;",
      "  return new TreeNode(root.val, invertTree(root.right), invertTree(root.left));",
      "}",
    ].join("\n"),
    python: [
      "def invert_tree(root):",
      "    if root is None:",
      "        return None",
      "    return TreeNode(root.val, invert_tree(root.right), invert_tree(root.left))",
    ].join("\n"),
  },
  reverseList: {
    problem: {
      signature: {
        kind: "function",
        name: "reverseList",
        params: [{ name: "head", type: "ListNode" }],
        returns: "ListNode",
      },
      comparison: "exact",
      tests: [
        { input: [[1, 2, 3]], expected: [3, 2, 1] },
        { input: [[]], expected: [] },
      ],
    },
    javascript: [
      "function reverseList(head) {",
      "  let previous = null;",
      "  while (head) [head.next, previous, head] = [previous, head, head.next];",
      "  return previous;",
      "}",
    ].join("\n"),
    python: [
      "def reverse_list(head):",
      "    previous = None",
      "    while head:",
      "        head.next, previous, head = previous, head, head.next",
      "    return previous",
    ].join("\n"),
  },
  mergeLists: {
    problem: {
      signature: {
        kind: "function",
        name: "mergeLists",
        params: [{ name: "lists", type: "ListNode[]" }],
        returns: "ListNode",
      },
      comparison: "exact",
      tests: [
        { input: [[[1, 4], [], [2, 3]]], expected: [1, 2, 3, 4] },
        { input: [[]], expected: [] },
      ],
    },
    javascript: [
      "function mergeLists(lists) {",
      "  const values = [];",
      "  for (let node of lists) for (; node; node = node.next) values.push(node.val);",
      "  values.sort((a, b) => a - b);",
      "  let head = null;",
      "  for (let i = values.length - 1; i >= 0; i--) head = new ListNode(values[i], head);",
      "  return head;",
      "}",
    ].join("\n"),
    python: [
      "def merge_lists(lists):",
      "    values = []",
      "    for node in lists:",
      "        while node:",
      "            values.append(node.val)",
      "            node = node.next",
      "    head = None",
      "    for value in sorted(values, reverse=True):",
      "        head = ListNode(value, head)",
      "    return head",
    ].join("\n"),
  },
  copyGraph: {
    problem: {
      signature: {
        kind: "function",
        name: "copyGraph",
        params: [{ name: "node", type: "GraphNode" }],
        returns: "GraphNode",
      },
      comparison: "exact",
      tests: [
        {
          input: [
            [
              [2, 4],
              [1, 3],
              [2, 4],
              [1, 3],
            ],
          ],
          expected: [
            [2, 4],
            [1, 3],
            [2, 4],
            [1, 3],
          ],
        },
        { input: [[]], expected: [] },
        { input: [[[]]], expected: [[]] },
      ],
    },
    javascript: [
      "function copyGraph(node, copies = new Map()) {",
      "  if (!node) return null;",
      "  if (copies.has(node)) return copies.get(node);",
      "  const copy = new GraphNode(node.val);",
      "  copies.set(node, copy);",
      "  copy.neighbors = node.neighbors.map((next) => copyGraph(next, copies));",
      "  return copy;",
      "}",
    ].join("\n"),
    python: [
      "def copy_graph(node, copies=None):",
      "    copies = {} if copies is None else copies",
      "    if node is None:",
      "        return None",
      "    if node in copies:",
      "        return copies[node]",
      "    copy = GraphNode(node.val)",
      "    copies[node] = copy",
      "    copy.neighbors = [copy_graph(neighbour, copies) for neighbour in node.neighbors]",
      "    return copy",
    ].join("\n"),
  },
  findCycleStart: {
    problem: {
      signature: {
        kind: "function",
        name: "cycleStart",
        params: [{ name: "head", type: "ListNode+pos" }],
        returns: "int",
      },
      comparison: "exact",
      tests: [
        { input: [[[3, 2, 0, -4], 1]], expected: 2 },
        { input: [[[1, 2], -1]], expected: -1 },
        { input: [[[], -1]], expected: -1 },
      ],
    },
    // The value of the node where the cycle starts, or -1: enough to show how the input was linked.
    javascript: [
      "function cycleStart(head) {",
      "  const seen = new Set();",
      "  for (let node = head; node; node = node.next) {",
      "    if (seen.has(node)) return node.val;",
      "    seen.add(node);",
      "  }",
      "  return -1;",
      "}",
    ].join("\n"),
    python: [
      "def cycle_start(head):",
      "    seen = set()",
      "    while head:",
      "        if head in seen:",
      "            return head.val",
      "        seen.add(head)",
      "        head = head.next",
      "    return -1",
    ].join("\n"),
  },
  copyRandomList: {
    problem: {
      signature: {
        kind: "function",
        name: "copyRandomList",
        params: [{ name: "head", type: "RandomListNode" }],
        returns: "RandomListNode",
      },
      comparison: "exact",
      tests: [
        {
          input: [
            [
              [7, null],
              [13, 0],
              [11, 2],
            ],
          ],
          expected: [
            [7, null],
            [13, 0],
            [11, 2],
          ],
        },
        { input: [[]], expected: [] },
      ],
    },
    javascript: [
      "function copyRandomList(head) {",
      "  const copies = new Map([[null, null]]);",
      "  for (let node = head; node; node = node.next) copies.set(node, new RandomListNode(node.val));",
      "  for (let node = head; node; node = node.next) {",
      "    copies.get(node).next = copies.get(node.next);",
      "    copies.get(node).random = copies.get(node.random);",
      "  }",
      "  return copies.get(head);",
      "}",
    ].join("\n"),
    python: [
      "def copy_random_list(head):",
      "    copies = {None: None}",
      "    node = head",
      "    while node:",
      "        copies[node] = RandomListNode(node.val)",
      "        node = node.next",
      "    node = head",
      "    while node:",
      "        copies[node].next = copies[node.next]",
      "        copies[node].random = copies[node.random]",
      "        node = node.next",
      "    return copies[head]",
    ].join("\n"),
  },
  sortInPlace: {
    problem: {
      signature: { kind: "function", name: "sortValues", params: [{ name: "nums", type: "int[]" }], returns: "void" },
      comparison: "exact",
      tests: [
        { input: [[3, 1, 2]], expected: [1, 2, 3] },
        { input: [[2, 1]], expected: [1, 2] },
      ],
    },
    javascript: "function sortValues(nums) {\n  nums.sort((a, b) => a - b);\n}\n",
    python: "def sort_values(nums):\n    nums.sort()\n",
  },
} satisfies Record<string, Fixture>;
