import type { Signature, ValueType } from "@/shared/schemas/content";
import { getPythonName } from "./call-plan";
import type { Language } from "./languages";

type Param = { name: string; type: ValueType };
type Member = { name: string; params: Param[]; returns?: ValueType };

/** What the user finds in a stub's body: nothing that runs, so an untouched stub is never Accepted. */
const BODY_PROMPT = "Write your code here";

const TYPESCRIPT_TYPES: Record<ValueType, string> = {
  int: "number",
  double: "number",
  boolean: "boolean",
  string: "string",
  "int[]": "number[]",
  "double[]": "number[]",
  "boolean[]": "boolean[]",
  "string[]": "string[]",
  "int[][]": "number[][]",
  "string[][]": "string[][]",
  "char[][]": "string[][]",
  TreeNode: "TreeNode | null",
  ListNode: "ListNode | null",
  "ListNode[]": "Array<ListNode | null>",
  GraphNode: "GraphNode | null",
  "ListNode+pos": "ListNode | null",
  RandomListNode: "RandomListNode | null",
  void: "void",
};

const PYTHON_TYPES: Record<ValueType, string> = {
  int: "int",
  double: "float",
  boolean: "bool",
  string: "str",
  "int[]": "List[int]",
  "double[]": "List[float]",
  "boolean[]": "List[bool]",
  "string[]": "List[str]",
  "int[][]": "List[List[int]]",
  "string[][]": "List[List[str]]",
  "char[][]": "List[List[str]]",
  TreeNode: "Optional[TreeNode]",
  ListNode: "Optional[ListNode]",
  "ListNode[]": "List[Optional[ListNode]]",
  GraphNode: "Optional[GraphNode]",
  "ListNode+pos": "Optional[ListNode]",
  RandomListNode: "Optional[RandomListNode]",
  void: "None",
};

/** How a graph reaches the code: tests write it as an adjacency list, the judge passes one node of it. */
function describeGraph(empty: string): string[] {
  return [
    `Nodes have the values 1 to n. You get node 1 (${empty} for an empty graph);`,
    "a graph you return is read from the node you return.",
  ];
}

// The harness defines these classes (content/README.md); a solution that defines them again would
// shadow the ones the judge builds its inputs with, so the stub describes them instead.
const PROVIDED_CLASSES = {
  TreeNode: {
    javascript: [
      "class TreeNode {",
      "  constructor(val = 0, left = null, right = null) {",
      "    this.val = val;",
      "    this.left = left;",
      "    this.right = right;",
      "  }",
      "}",
    ],
    typescript: [
      "class TreeNode {",
      "  val: number;",
      "  left: TreeNode | null;",
      "  right: TreeNode | null;",
      "  constructor(val = 0, left: TreeNode | null = null, right: TreeNode | null = null) { … }",
      "}",
    ],
    python: [
      "class TreeNode:",
      "    def __init__(self, val=0, left=None, right=None):",
      "        self.val = val",
      "        self.left = left",
      "        self.right = right",
    ],
  },
  ListNode: {
    javascript: [
      "class ListNode {",
      "  constructor(val = 0, next = null) {",
      "    this.val = val;",
      "    this.next = next;",
      "  }",
      "}",
    ],
    typescript: [
      "class ListNode {",
      "  val: number;",
      "  next: ListNode | null;",
      "  constructor(val = 0, next: ListNode | null = null) { … }",
      "}",
    ],
    python: [
      "class ListNode:",
      "    def __init__(self, val=0, next=None):",
      "        self.val = val",
      "        self.next = next",
    ],
  },
  GraphNode: {
    javascript: [
      "class GraphNode {",
      "  constructor(val = 0, neighbors = []) {",
      "    this.val = val;",
      "    this.neighbors = neighbors;",
      "  }",
      "}",
      ...describeGraph("null"),
    ],
    typescript: [
      "class GraphNode {",
      "  val: number;",
      "  neighbors: GraphNode[];",
      "  constructor(val = 0, neighbors: GraphNode[] = []) { … }",
      "}",
      ...describeGraph("null"),
    ],
    python: [
      "class GraphNode:",
      "    def __init__(self, val=0, neighbors=None):",
      "        self.val = val",
      "        self.neighbors = neighbors if neighbors is not None else []",
      ...describeGraph("None"),
    ],
  },
  RandomListNode: {
    javascript: [
      "class RandomListNode {",
      "  constructor(val = 0, next = null, random = null) {",
      "    this.val = val;",
      "    this.next = next;",
      "    this.random = random;",
      "  }",
      "}",
    ],
    typescript: [
      "class RandomListNode {",
      "  val: number;",
      "  next: RandomListNode | null;",
      "  random: RandomListNode | null;",
      "  constructor(val = 0, next: RandomListNode | null = null, random: RandomListNode | null = null) { … }",
      "}",
    ],
    python: [
      "class RandomListNode:",
      "    def __init__(self, val=0, next=None, random=None):",
      "        self.val = val",
      "        self.next = next",
      "        self.random = random",
    ],
  },
} as const;

/** The class each value type needs: a list of lists, and a list that may loop, are built of ListNodes. */
const PROVIDED_CLASS_OF: Partial<Record<ValueType, keyof typeof PROVIDED_CLASSES>> = {
  TreeNode: "TreeNode",
  ListNode: "ListNode",
  "ListNode[]": "ListNode",
  "ListNode+pos": "ListNode",
  GraphNode: "GraphNode",
  RandomListNode: "RandomListNode",
};

/**
 * The code a user starts from in a language: the function, or the class with its constructor and every
 * method, named and typed from the signature (JSDoc in JavaScript, annotations in TypeScript and Python,
 * snake_case in Python). Bodies are empty apart from a comment (Python needs `pass`), so running an
 * untouched stub is a Wrong Answer, never a Syntax Error.
 */
export function getStarterCode(signature: Signature, language: Language): string {
  const parts = [describeProvidedClasses(signature, language), writeEntry(signature, language)];
  if (language === "python") parts.unshift(writeTypingImport(signature));
  // PEP 8 puts two blank lines around top-level definitions.
  return `${parts.filter(Boolean).join(language === "python" ? "\n\n\n" : "\n\n")}\n`;
}

function listTypes(signature: Signature): ValueType[] {
  const members: Member[] =
    signature.kind === "function"
      ? [signature]
      : [{ name: "constructor", params: signature.constructorParams }, ...signature.methods];
  return members.flatMap((member) => [
    ...member.params.map((param) => param.type),
    ...(member.returns ? [member.returns] : []),
  ]);
}

function describeProvidedClasses(signature: Signature, language: Language): string {
  const needed = new Set(listTypes(signature).map((type) => PROVIDED_CLASS_OF[type]));
  const classes = (["TreeNode", "ListNode", "GraphNode", "RandomListNode"] as const).filter((name) => needed.has(name));
  if (classes.length === 0) return "";
  const intro = `Provided by the judge (do not define ${classes.length === 1 ? "it" : "them"}):`;
  const lines = [
    intro,
    ...classes.flatMap((name, index) => [...(index ? [""] : []), ...PROVIDED_CLASSES[name][language]]),
  ];
  if (language === "python") return lines.map((line) => (line ? `# ${line}` : "#")).join("\n");
  return ["/**", ...lines.map((line) => (line ? ` * ${line}` : " *")), " */"].join("\n");
}

function writeTypingImport(signature: Signature): string {
  const hints = listTypes(signature).map((type) => PYTHON_TYPES[type]);
  const names = ["List", "Optional"].filter((name) => hints.some((hint) => hint.includes(`${name}[`)));
  return names.length ? `from typing import ${names.join(", ")}` : "";
}

function writeEntry(signature: Signature, language: Language): string {
  if (signature.kind === "function") {
    const member = { name: signature.name, params: signature.params, returns: signature.returns };
    if (language === "python") return writePythonFunction(member, "");
    return writeScriptMember(member, language, "function ", "");
  }
  const ctor: Member = { name: "constructor", params: signature.constructorParams };
  if (language === "python") {
    const init = writePythonFunction({ ...ctor, name: "__init__" }, "    ", true);
    const methods = signature.methods.map((method) => writePythonFunction(method, "    ", true));
    return [`class ${signature.className}:`, [init, ...methods].join("\n\n")].join("\n");
  }
  const members = [ctor, ...signature.methods].map((member) => writeScriptMember(member, language, "", "  "));
  return [`class ${signature.className} {`, members.join("\n\n"), "}"].join("\n");
}

function writeScriptMember(member: Member, language: "javascript" | "typescript", keyword: string, indent: string) {
  const isTypeScript = language === "typescript";
  const params = member.params
    .map((param) => (isTypeScript ? `${param.name}: ${TYPESCRIPT_TYPES[param.type]}` : param.name))
    .join(", ");
  const returns = isTypeScript && member.returns ? `: ${TYPESCRIPT_TYPES[member.returns]}` : "";
  const head = `${indent}${keyword}${member.name}(${params})${returns} {`;
  const body = [head, `${indent}  // ${BODY_PROMPT}`, `${indent}}`];
  if (isTypeScript) return body.join("\n");
  const docs = [
    ...member.params.map((param) => `@param {${TYPESCRIPT_TYPES[param.type]}} ${param.name}`),
    ...(member.returns ? [`@return {${TYPESCRIPT_TYPES[member.returns]}}`] : []),
  ];
  if (docs.length === 0) return body.join("\n");
  return [`${indent}/**`, ...docs.map((line) => `${indent} * ${line}`), `${indent} */`, ...body].join("\n");
}

function writePythonFunction(member: Member, indent: string, isMethod = false): string {
  const params = member.params.map((param) => `${getPythonName(param.name)}: ${PYTHON_TYPES[param.type]}`);
  const name = member.name === "__init__" ? "__init__" : getPythonName(member.name);
  const returns = member.returns ? ` -> ${PYTHON_TYPES[member.returns]}` : "";
  const head = `${indent}def ${name}(${[...(isMethod ? ["self"] : []), ...params].join(", ")})${returns}:`;
  // A Python body cannot be a comment alone; `pass` keeps the stub loadable and returns None.
  return [head, `${indent}    # ${BODY_PROMPT}`, `${indent}    pass`].join("\n");
}
