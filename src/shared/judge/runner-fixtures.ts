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
