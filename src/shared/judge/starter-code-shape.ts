import type { Signature, ValueType } from "@/shared/schemas/problem-judge";
import { listSignatureTypes } from "./call-plan";

// What every language's starter code is built from (starter-code.ts): a codec's two functions, the node classes
// a signature uses (described as LeetCode's "Definition for …" header, never defined: the judge provides them),
// and LeetCode's closing "will be instantiated and called as such" comment.

export type Param = { name: string; type: ValueType };
export type Member = { name: string; params: Param[]; returns: ValueType };

/** What the user finds in a stub's body: nothing that runs, so an untouched stub is never Accepted. */
export const BODY_PROMPT = "Write your code here";

/** A codec's two functions: `encode` turns the value into a string, `decode` turns it back. */
export function listCodecMembers(signature: Extract<Signature, { kind: "codec" }>): [Member, Member] {
  return [
    {
      name: signature.encode.name,
      params: [{ name: signature.encode.param, type: signature.type }],
      returns: "string",
    },
    {
      name: signature.decode.name,
      params: [{ name: signature.decode.param, type: "string" }],
      returns: signature.type,
    },
  ];
}

/** LeetCode's node classes: `Node` (`_Node` in JavaScript) is its name for a graph's and a random list's node. */
export type NodeClass = "ListNode" | "TreeNode" | "GraphNode" | "RandomListNode";

const NODE_CLASS_OF: Partial<Record<ValueType, NodeClass>> = {
  ListNode: "ListNode",
  "ListNode[]": "ListNode",
  "ListNode+pos": "ListNode",
  TreeNode: "TreeNode",
  TreeNodeRef: "TreeNode",
  GraphNode: "GraphNode",
  RandomListNode: "RandomListNode",
};

/** The node classes a signature uses, in the order LeetCode lists their definitions (lists before trees). */
export function listNodeClasses(signature: Signature): NodeClass[] {
  const used = new Set(listSignatureTypes(signature).map((type) => NODE_CLASS_OF[type]));
  return (["ListNode", "TreeNode", "GraphNode", "RandomListNode"] as const).filter((name) => used.has(name));
}

/** The JavaScript-style constructor of LeetCode's definitions (`this.val = (val===undefined ? 0 : val)`). */
function assignDefault(name: string, fallback: string, indent: string): string {
  return `${indent}this.${name} = (${name}===undefined ? ${fallback} : ${name})`;
}

function assignAll(fields: Record<string, string>, indent: string): string[] {
  return Object.entries(fields).map(([name, fallback]) => assignDefault(name, fallback, indent));
}

const JS_TREE = { val: "0", left: "null", right: "null" };
const JS_LIST = { val: "0", next: "null" };

/**
 * LeetCode's definition headers, as comment lines without the comment markers: Python's `Node` headers are a
 * docstring in LeetCode (`"""` … `"""`), its others `#` lines; JavaScript's and TypeScript's are `/** … *\/`.
 * LeetCode's text; the judge's classes accept every call these constructors accept (content/README.md).
 */
export const NODE_DEFINITIONS: Record<NodeClass, Record<"python" | "javascript" | "typescript", string[]>> = {
  ListNode: {
    python: [
      "Definition for singly-linked list.",
      "class ListNode:",
      "    def __init__(self, val=0, next=None):",
      "        self.val = val",
      "        self.next = next",
    ],
    javascript: [
      "Definition for singly-linked list.",
      "function ListNode(val, next) {",
      ...assignAll(JS_LIST, "    "),
      "}",
    ],
    typescript: [
      "Definition for singly-linked list.",
      "class ListNode {",
      "    val: number",
      "    next: ListNode | null",
      "    constructor(val?: number, next?: ListNode | null) {",
      ...assignAll(JS_LIST, "        "),
      "    }",
      "}",
    ],
  },
  TreeNode: {
    python: [
      "Definition for a binary tree node.",
      "class TreeNode:",
      "    def __init__(self, val=0, left=None, right=None):",
      "        self.val = val",
      "        self.left = left",
      "        self.right = right",
    ],
    javascript: [
      "Definition for a binary tree node.",
      "function TreeNode(val, left, right) {",
      ...assignAll(JS_TREE, "    "),
      "}",
    ],
    typescript: [
      "Definition for a binary tree node.",
      "class TreeNode {",
      "    val: number",
      "    left: TreeNode | null",
      "    right: TreeNode | null",
      "    constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null) {",
      ...assignAll(JS_TREE, "        "),
      "    }",
      "}",
    ],
  },
  GraphNode: {
    python: [
      "# Definition for a Node.",
      "class Node:",
      "    def __init__(self, val = 0, neighbors = None):",
      "        self.val = val",
      "        self.neighbors = neighbors if neighbors is not None else []",
    ],
    javascript: [
      "// Definition for a _Node.",
      "function _Node(val, neighbors) {",
      "   this.val = val === undefined ? 0 : val;",
      "   this.neighbors = neighbors === undefined ? [] : neighbors;",
      "};",
    ],
    typescript: [
      "Definition for _Node.",
      "class _Node {",
      "    val: number",
      "    neighbors: _Node[]",
      "",
      "    constructor(val?: number, neighbors?: _Node[]) {",
      ...assignAll({ val: "0", neighbors: "[]" }, "        "),
      "    }",
      "}",
    ],
  },
  RandomListNode: {
    python: [
      "# Definition for a Node.",
      "class Node:",
      "    def __init__(self, x: int, next: 'Node' = None, random: 'Node' = None):",
      "        self.val = int(x)",
      "        self.next = next",
      "        self.random = random",
    ],
    javascript: [
      "// Definition for a _Node.",
      "function _Node(val, next, random) {",
      "   this.val = val;",
      "   this.next = next;",
      "   this.random = random;",
      "};",
    ],
    typescript: [
      "Definition for _Node.",
      "class _Node {",
      "    val: number",
      "    next: _Node | null",
      "    random: _Node | null",
      "",
      "    constructor(val?: number, next?: _Node, random?: _Node) {",
      ...assignAll({ ...JS_LIST, random: "null" }, "        "),
      "    }",
      "}",
    ],
  },
};

/** Whether LeetCode calls the class `Node` (`_Node`), whose definition it sets apart with a blank line. */
export const isLeetCodeNode = (name: NodeClass) => name === "GraphNode" || name === "RandomListNode";

/**
 * LeetCode's closing comment, without comment markers: how the judge creates the class and calls each method
 * (`param_<n>` numbers the methods from 1), or how it round-trips a codec's value.
 */
export function writeUsageLines(signature: Signature, language: "python" | "script"): string[] {
  if (signature.kind === "function") return [];
  const [variable, create] = language === "python" ? ["", ""] : ["var ", "new "];
  if (signature.kind === "codec") {
    const [encode, decode] = [signature.encode, signature.decode];
    if (language === "script") {
      return ["Your functions will be called as such:", `${decode.name}(${encode.name}(${encode.param}));`];
    }
    const intro = `Your ${signature.className} object will be instantiated and called as such:`;
    if (signature.type !== "TreeNode") {
      const codec = `codec.${decode.name}(codec.${encode.name}(${encode.param}))`;
      return [intro, `codec = ${signature.className}()`, codec];
    }
    const round = `ans = deser.${decode.name}(ser.${encode.name}(${encode.param}))`;
    return [intro, `ser = ${signature.className}()`, `deser = ${signature.className}()`, round];
  }
  const names = (params: Param[], separator: string) => params.map((param) => param.name).join(separator);
  const ctor = `${variable}obj = ${create}${signature.className}(${names(signature.constructorParams, ", ")})`;
  const calls = signature.methods.map((method, index) => {
    const call = `obj.${method.name}(${names(method.params, ",")})`;
    return method.returns === "void" ? call : `${variable}param_${index + 1} = ${call}`;
  });
  return [`Your ${signature.className} object will be instantiated and called as such:`, ctor, ...calls];
}

/** LeetCode's note on a function that changes its first argument instead of returning. */
export function describeInPlace(member: Member): string | undefined {
  const [first] = member.params;
  return member.returns === "void" && first
    ? `Do not return anything, modify ${first.name} in-place instead.`
    : undefined;
}

/** LeetCode's docstrings of a codec's two functions. */
export function describeCodec(type: ValueType): [string, string] {
  if (type === "TreeNode") return ["Encodes a tree to a single string.", "Decodes your encoded data to tree."];
  if (type === "string[]") {
    return ["Encodes a list of strings to a single string.", "Decodes a single string to a list of strings."];
  }
  return ["Encodes the value to a single string.", "Decodes a single string back to the value."];
}
