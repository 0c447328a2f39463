import type { Signature, ValueType } from "@/shared/schemas/problem-judge";
import { listSignatureTypes } from "./call-plan";
import { listCodecMembers, listNodeClasses, type Member, type NodeClass } from "./starter-code-shape";

/** Java types as LeetCode's Java starters usually write them; JAVA_OVERRIDES has each problem's exceptions. */
const JAVA_TYPES: Record<ValueType, string> = {
  int: "int",
  double: "double",
  boolean: "boolean",
  string: "String",
  "int[]": "int[]",
  "double[]": "double[]",
  "boolean[]": "boolean[]",
  "string[]": "String[]",
  "int[][]": "int[][]",
  "string[][]": "List<List<String>>",
  "char[][]": "char[][]",
  TreeNode: "TreeNode",
  ListNode: "ListNode",
  "ListNode[]": "ListNode[]",
  GraphNode: "Node",
  "ListNode+pos": "ListNode",
  RandomListNode: "Node",
  TreeNodeRef: "TreeNode",
  void: "void",
};

/** What LeetCode's starters return as lists where the library's type is an array. */
const RETURNED_LISTS: Partial<Record<ValueType, string>> = {
  "int[][]": "List<List<Integer>>",
  "string[]": "List<String>",
};

/**
 * LeetCode's own Java types where they differ from the rules above, by method name: the parameter's (by its
 * name) and the return's (`return`). The harness accepts any of these forms; the starter shows LeetCode's.
 */
const JAVA_OVERRIDES: Record<string, Record<string, string>> = {
  floodFill: { return: "int[][]" },
  insert: { return: "int[][]" },
  kClosest: { return: "int[][]" },
  merge: { return: "int[][]" },
  rightSideView: { return: "List<Integer>" },
  partitionLabels: { return: "List<Integer>" },
  spiralOrder: { return: "List<Integer>" },
  replaceWords: { dictionary: "List<String>" },
  wordBreak: { wordDict: "List<String>" },
  ladderLength: { wordList: "List<String>" },
  leastInterval: { tasks: "char[]" },
  encode: { strs: "List<String>" },
  decode: { return: "List<String>" },
};

/** Classes LeetCode declares `public class` (the rest are `class`). */
const PUBLIC_CLASSES = new Set(["hasCycle", "reverseBits", "Codec"]);

/** LeetCode's "Definition for …" comments; the judge provides these classes (in their own files). */
const DEFINITIONS: Record<NodeClass, string[]> = {
  ListNode: [
    "/**",
    " * Definition for singly-linked list.",
    " * public class ListNode {",
    " *     int val;",
    " *     ListNode next;",
    " *     ListNode() {}",
    " *     ListNode(int val) { this.val = val; }",
    " *     ListNode(int val, ListNode next) { this.val = val; this.next = next; }",
    " * }",
    " */",
  ],
  TreeNode: [
    "/**",
    " * Definition for a binary tree node.",
    " * public class TreeNode {",
    " *     int val;",
    " *     TreeNode left;",
    " *     TreeNode right;",
    " *     TreeNode() {}",
    " *     TreeNode(int val) { this.val = val; }",
    " *     TreeNode(int val, TreeNode left, TreeNode right) {",
    " *         this.val = val;",
    " *         this.left = left;",
    " *         this.right = right;",
    " *     }",
    " * }",
    " */",
  ],
  GraphNode: [
    "/*",
    "// Definition for a Node.",
    "class Node {",
    "    public int val;",
    "    public List<Node> neighbors;",
    "    public Node() {",
    "        val = 0;",
    "        neighbors = new ArrayList<Node>();",
    "    }",
    "    public Node(int _val) {",
    "        val = _val;",
    "        neighbors = new ArrayList<Node>();",
    "    }",
    "    public Node(int _val, ArrayList<Node> _neighbors) {",
    "        val = _val;",
    "        neighbors = _neighbors;",
    "    }",
    "}",
    "*/",
    "",
  ],
  RandomListNode: [
    "/*",
    "// Definition for a Node.",
    "class Node {",
    "    int val;",
    "    Node next;",
    "    Node random;",
    "",
    "    public Node(int val) {",
    "        this.val = val;",
    "        this.next = null;",
    "        this.random = null;",
    "    }",
    "}",
    "*/",
    "",
  ],
};

/**
 * The older definitions LeetCode still shows on some problems: a tree node with `TreeNode(int x)` alone on the
 * problems that pass nodes by reference and on the codec, a list node with `ListNode(int x)` on the cycle.
 */
const OLD_DEFINITIONS: Partial<Record<NodeClass, string[]>> = {
  ListNode: [
    "/**",
    " * Definition for singly-linked list.",
    " * class ListNode {",
    " *     int val;",
    " *     ListNode next;",
    " *     ListNode(int x) {",
    " *         val = x;",
    " *         next = null;",
    " *     }",
    " * }",
    " */",
  ],
  TreeNode: [
    "/**",
    " * Definition for a binary tree node.",
    " * public class TreeNode {",
    " *     int val;",
    " *     TreeNode left;",
    " *     TreeNode right;",
    " *     TreeNode(int x) { val = x; }",
    " * }",
    " */",
  ],
};

function usesOldDefinition(signature: Signature, name: NodeClass): boolean {
  const types = listSignatureTypes(signature);
  if (name === "ListNode") return types.includes("ListNode+pos");
  return name === "TreeNode" && (signature.kind === "codec" || types.includes("TreeNodeRef"));
}

const INDENT = "    ";

function javaType(member: Member, name: string, type: ValueType, isReturn: boolean): string {
  const override = JAVA_OVERRIDES[member.name]?.[name];
  if (override) return override;
  return (isReturn && RETURNED_LISTS[type]) || JAVA_TYPES[type];
}

/** The statement that makes a stub compile: a default value of its return type. */
function defaultReturn(type: string): string[] {
  if (type === "void" || type === "") return [];
  if (type === "boolean") return ["return false;"];
  if (type === "int" || type === "long" || type === "double") return ["return 0;"];
  return ["return null;"];
}

function writeMethod(member: Member, options: { isConstructor?: boolean; comment?: string } = {}): string {
  const params = member.params.map((param) => `${javaType(member, param.name, param.type, false)} ${param.name}`);
  const returns = options.isConstructor ? "" : javaType(member, "return", member.returns, true);
  const head = `${INDENT}public ${returns ? `${returns} ` : ""}${member.name}(${params.join(", ")}) {`;
  const body = defaultReturn(returns).map((line) => `${INDENT}${INDENT}${line}`);
  const lines = [...(options.comment ? [`${INDENT}// ${options.comment}`] : []), head, ...body, `${INDENT}}`];
  return lines.join("\n");
}

/** LeetCode's closing comment for a design class: how the judge creates it and calls each method. */
function writeUsage(signature: Extract<Signature, { kind: "class" }>): string {
  const args = (member: Member) => member.params.map((param) => param.name).join(",");
  const ctorArgs = signature.constructorParams.map((param) => param.name).join(",");
  const calls = signature.methods.map((method, index) => {
    const call = `obj.${method.name}(${args(method)});`;
    return method.returns === "void"
      ? call
      : `${javaType(method, "return", method.returns, true)} param_${index + 1} = ${call}`;
  });
  const lines = [
    `Your ${signature.className} object will be instantiated and called as such:`,
    `${signature.className} obj = new ${signature.className}(${ctorArgs});`,
    ...calls,
  ];
  return ["/**", ...lines.map((line) => ` * ${line}`), " */"].join("\n");
}

/**
 * LeetCode's Java starter: `class Solution` with the method, the design class with its constructor and
 * methods (and LeetCode's usage comment), or the `Codec` class, under LeetCode's commented definitions of
 * the node classes it uses. Each body returns a default value, so the stub compiles and fails its tests.
 */
export function getJavaStarterCode(signature: Signature): string {
  const headers = listNodeClasses(signature).map((name) =>
    ((usesOldDefinition(signature, name) && OLD_DEFINITIONS[name]) || DEFINITIONS[name]).join("\n"),
  );
  let body: string;
  if (signature.kind === "function") {
    const keyword = PUBLIC_CLASSES.has(signature.name) ? "public class" : "class";
    body = `${keyword} Solution {\n${writeMethod(signature)}\n}`;
  } else if (signature.kind === "codec") {
    const [encode, decode] = listCodecMembers(signature);
    const isTree = signature.type === "TreeNode";
    const comments = isTree
      ? ["Encodes a tree to a single string.", "Decodes your encoded data to tree."]
      : ["Encodes a list of strings to a single string.", "Decodes a single string to a list of strings."];
    const methods = [writeMethod(encode, { comment: comments[0] }), writeMethod(decode, { comment: comments[1] })];
    const usage = isTree
      ? [
          "Codec ser = new Codec();",
          "Codec deser = new Codec();",
          `TreeNode ans = deser.${decode.name}(ser.${encode.name}(root));`,
        ]
      : ["Codec codec = new Codec();", `codec.${decode.name}(codec.${encode.name}(${encode.params[0]?.name}));`];
    const usageLines = [
      "// Your Codec object will be instantiated and called as such:",
      ...usage.map((line) => `// ${line}`),
    ];
    body = `public class ${signature.className} {\n\n${methods.join("\n\n")}\n}\n\n${usageLines.join("\n")}`;
  } else {
    const ctor = { name: signature.className, params: signature.constructorParams, returns: "void" as const };
    const members = [
      writeMethod(ctor, { isConstructor: true }),
      ...signature.methods.map((method) => writeMethod(method)),
    ];
    body = `class ${signature.className} {\n\n${members.join("\n\n")}\n}\n\n${writeUsage(signature)}`;
  }
  return `${headers.map((header) => `${header}\n`).join("")}${body}\n`;
}
