import type { Signature, ValueType } from "@/shared/schemas/problem-judge";
import { listCodecMembers, listNodeClasses, type Member, type NodeClass } from "./starter-code-shape";

/** C++ parameter types as LeetCode's C++ starters write them (containers by reference). */
const CPP_PARAM_TYPES: Record<ValueType, string> = {
  int: "int",
  double: "double",
  boolean: "bool",
  string: "string",
  "int[]": "vector<int>&",
  "double[]": "vector<double>&",
  "boolean[]": "vector<bool>&",
  "string[]": "vector<string>&",
  "int[][]": "vector<vector<int>>&",
  "string[][]": "vector<vector<string>>&",
  "char[][]": "vector<vector<char>>&",
  TreeNode: "TreeNode*",
  ListNode: "ListNode*",
  "ListNode[]": "vector<ListNode*>&",
  GraphNode: "Node*",
  "ListNode+pos": "ListNode *",
  RandomListNode: "Node*",
  TreeNodeRef: "TreeNode*",
  void: "void",
};

/** Return types: the parameter types without the reference. */
const cppReturnType = (type: ValueType) => CPP_PARAM_TYPES[type].replace(/&$/, "");

/**
 * LeetCode's own C++ types where they differ from the rules above, by method name: the parameter's (by its
 * name) and the return's (`return`). The harness accepts any of these forms; the starter shows LeetCode's.
 */
const CPP_OVERRIDES: Record<string, Record<string, string>> = {
  leastInterval: { tasks: "vector<char>&" },
};

/** The problems whose LeetCode definitions are the older ones, with a single `(int x)` constructor. */
const OLD_DEFINITIONS = new Set(["hasCycle", "lowestCommonAncestor", "Codec"]);

const LIST_NODE = ["int val;", "ListNode *next;"];
const TREE_NODE = ["int val;", "TreeNode *left;", "TreeNode *right;"];

/** LeetCode's "Definition for …" comments; the harness provides these types. */
function writeDefinition(name: NodeClass, isOld: boolean): string {
  const block = (title: string, lines: string[]) =>
    ["/**", ` * ${title}`, ...lines.map((line) => ` * ${line}`.trimEnd()), " */"].join("\n");
  const members = (fields: string[], ctors: string[]) => fields.concat(ctors).map((line) => `    ${line}`);
  switch (name) {
    case "ListNode":
      return block("Definition for singly-linked list.", [
        "struct ListNode {",
        ...members(
          LIST_NODE,
          isOld
            ? ["ListNode(int x) : val(x), next(NULL) {}"]
            : [
                "ListNode() : val(0), next(nullptr) {}",
                "ListNode(int x) : val(x), next(nullptr) {}",
                "ListNode(int x, ListNode *next) : val(x), next(next) {}",
              ],
        ),
        "};",
      ]);
    case "TreeNode":
      return block("Definition for a binary tree node.", [
        "struct TreeNode {",
        ...members(
          TREE_NODE,
          isOld
            ? ["TreeNode(int x) : val(x), left(NULL), right(NULL) {}"]
            : [
                "TreeNode() : val(0), left(nullptr), right(nullptr) {}",
                "TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}",
                "TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}",
              ],
        ),
        "};",
      ]);
    case "GraphNode":
      return GRAPH_NODE;
    case "RandomListNode":
      return RANDOM_NODE;
  }
}

const GRAPH_NODE = `/*
// Definition for a Node.
class Node {
public:
    int val;
    vector<Node*> neighbors;
    Node() {
        val = 0;
        neighbors = vector<Node*>();
    }
    Node(int _val) {
        val = _val;
        neighbors = vector<Node*>();
    }
    Node(int _val, vector<Node*> _neighbors) {
        val = _val;
        neighbors = _neighbors;
    }
};
*/
`;

const RANDOM_NODE = `/*
// Definition for a Node.
class Node {
public:
    int val;
    Node* next;
    Node* random;
    
    Node(int _val) {
        val = _val;
        next = NULL;
        random = NULL;
    }
};
*/
`;

const INDENT = "    ";

/** The statement that makes a stub compile: a default value of its return type. */
function defaultReturn(type: string): string | null {
  if (type === "void" || type === "") return null;
  if (type === "bool") return "return false;";
  if (type === "int" || type === "double") return "return 0;";
  if (type.endsWith("*")) return "return nullptr;";
  return "return {};";
}

function cppType(member: Member, name: string, type: ValueType, isReturn: boolean): string {
  return CPP_OVERRIDES[member.name]?.[name] ?? (isReturn ? cppReturnType(type) : CPP_PARAM_TYPES[type]);
}

function writeMethod(member: Member, options: { isConstructor?: boolean; comment?: string } = {}): string {
  const params = member.params.map((param) => {
    const type = cppType(member, param.name, param.type, false);
    return type.endsWith(" *") ? `${type}${param.name}` : `${type} ${param.name}`;
  });
  const returns = options.isConstructor ? "" : cppType(member, "return", member.returns, true);
  const head = `${INDENT}${returns ? `${returns} ` : ""}${member.name}(${params.join(", ")}) {`;
  const body = defaultReturn(returns) ?? "";
  const comment = options.comment ? [`${INDENT}// ${options.comment}`] : [];
  return [...comment, head, `${INDENT}${INDENT}${body}`, `${INDENT}}`].join("\n");
}

/** LeetCode's closing comment of a design class: how the judge creates the object and calls each method. */
function writeUsage(signature: Extract<Signature, { kind: "class" }>): string {
  const names = (member: { params: { name: string }[] }, separator: string) =>
    member.params.map((param) => param.name).join(separator);
  const { className } = signature;
  const calls = signature.methods.map((method, index) => {
    const call = `obj->${method.name}(${names(method, ",")});`;
    return method.returns === "void"
      ? call
      : `${cppType(method, "return", method.returns, true)} param_${index + 1} = ${call}`;
  });
  const lines = [
    `Your ${className} object will be instantiated and called as such:`,
    `${className}* obj = new ${className}(${names({ params: signature.constructorParams }, ", ")});`,
    ...calls,
  ];
  return ["/**", ...lines.map((line) => ` * ${line}`), " */"].join("\n");
}

function writeCodec(signature: Extract<Signature, { kind: "codec" }>): string {
  const [encode, decode] = listCodecMembers(signature);
  const isTree = signature.type === "TreeNode";
  const [encoding, decoding] = isTree
    ? ["Encodes a tree to a single string.", "Decodes your encoded data to tree."]
    : signature.type === "string[]"
      ? ["Encodes a list of strings to a single string.", "Decodes a single string to a list of strings."]
      : ["Encodes the value to a single string.", "Decodes a single string back to the value."];
  const methods = [writeMethod(encode, { comment: encoding }), writeMethod(decode, { comment: decoding })];
  const { className } = signature;
  const usage = isTree
    ? [
        `${className} ser, deser;`,
        `TreeNode* ans = deser.${decode.name}(ser.${encode.name}(${encode.params[0]?.name}));`,
      ]
    : [`${className} codec;`, `codec.${decode.name}(codec.${encode.name}(${encode.params[0]?.name}));`];
  return [
    `class ${className} {\npublic:\n\n${methods.join("\n\n")}\n};`,
    [`// Your ${className} object will be instantiated and called as such:`, ...usage.map((line) => `// ${line}`)].join(
      "\n",
    ),
  ].join("\n\n");
}

/**
 * LeetCode's C++ starter: `class Solution { public: … };` with the method in LeetCode's types, the design
 * class with its constructor, methods and closing "called as such" comment, or the codec class, under the
 * commented definitions of the node types it uses. Each body returns a default value, so that the stub
 * compiles and an untouched stub is a Wrong Answer.
 */
export function getCppStarterCode(signature: Signature): string {
  const key = signature.kind === "function" ? signature.name : signature.className;
  const headers = listNodeClasses(signature).map((name) => writeDefinition(name, OLD_DEFINITIONS.has(key)));
  let body: string;
  if (signature.kind === "function") {
    body = `class Solution {\npublic:\n${writeMethod(signature)}\n};`;
  } else if (signature.kind === "codec") {
    body = writeCodec(signature);
  } else {
    const ctor = { name: signature.className, params: signature.constructorParams, returns: "void" as const };
    const members = [
      writeMethod(ctor, { isConstructor: true }),
      ...signature.methods.map((method) => writeMethod(method)),
    ];
    body = `class ${signature.className} {\npublic:\n${members.join("\n\n")}\n};\n\n${writeUsage(signature)}`;
  }
  // LeetCode's Node definition is followed by a blank line, the others by the code right away.
  const header = headers.map((text) => `${text}\n`).join("");
  return `${header}${body}\n`;
}
