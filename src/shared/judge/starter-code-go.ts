import type { Signature, ValueType } from "@/shared/schemas/problem-judge";
import {
  BODY_PROMPT,
  describeCodec,
  describeInPlace,
  listCodecMembers,
  listNodeClasses,
  type Member,
  type NodeClass,
} from "./starter-code-shape";

// Go's starter code, in the form LeetCode's Go editor shows: top-level functions, a design class as a
// struct with `Constructor` and capitalised methods, a codec with lower-case `serialize` / `deserialize`,
// and the node types as LeetCode's commented "Definition for …" header (the judge provides them). Bodies
// return Go's zero value so that the stub compiles (Go refuses a function that returns nothing).

/** Go types as LeetCode's Go signatures write them: a char grid is [][]byte, a graph's node is Node. */
export const GO_TYPE_NAMES: Record<ValueType, string> = {
  int: "int",
  double: "float64",
  boolean: "bool",
  string: "string",
  "int[]": "[]int",
  "double[]": "[]float64",
  "boolean[]": "[]bool",
  "string[]": "[]string",
  "int[][]": "[][]int",
  "string[][]": "[][]string",
  "char[][]": "[][]byte",
  TreeNode: "*TreeNode",
  ListNode: "*ListNode",
  "ListNode[]": "[]*ListNode",
  GraphNode: "*Node",
  "ListNode+pos": "*ListNode",
  RandomListNode: "*Node",
  TreeNodeRef: "*TreeNode",
  void: "",
};

const ZERO_VALUES: Partial<Record<ValueType, string>> = {
  int: "0",
  double: "0",
  boolean: "false",
  string: '""',
};

const NODE_FIELDS: Record<NodeClass, [string, string[]]> = {
  ListNode: [
    "Definition for singly-linked list.",
    ["type ListNode struct {", "    Val int", "    Next *ListNode", "}"],
  ],
  TreeNode: [
    "Definition for a binary tree node.",
    ["type TreeNode struct {", "    Val int", "    Left *TreeNode", "    Right *TreeNode", "}"],
  ],
  GraphNode: ["Definition for a Node.", ["type Node struct {", "    Val int", "    Neighbors []*Node", "}"]],
  RandomListNode: [
    "Definition for a Node.",
    ["type Node struct {", "    Val int", "    Next *Node", "    Random *Node", "}"],
  ],
};

const INDENT = "    ";

/** Go keywords a parameter of the signature could be named after: such a name gets an underscore. */
const KEYWORDS = new Set(
  "break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var".split(
    " ",
  ),
);
const goName = (name: string) => (KEYWORDS.has(name) ? `${name}_` : name);

const comment = (lines: string[]) => ["/**", ...lines.map((line) => (line ? ` * ${line}` : " *")), " */"].join("\n");

export function getGoStarterCode(signature: Signature): string {
  const headers = listNodeClasses(signature).map((name) => {
    const [title, lines] = NODE_FIELDS[name];
    return comment([title, ...lines]);
  });
  let code: string;
  if (signature.kind === "function") {
    const note = describeInPlace(signature);
    code = writeFunction(`func ${signature.name}`, signature, note ? [`// ${note}`] : []);
  } else if (signature.kind === "class") {
    code = writeClass(signature);
  } else {
    code = writeCodec(signature);
  }
  return `${headers.length ? `${headers.join("\n")}\n\n` : ""}${code}\n`;
}

function writeFunction(head: string, member: Member, notes: string[] = [], returnsType?: string): string {
  const params = member.params.map((param) => `${goName(param.name)} ${GO_TYPE_NAMES[param.type]}`).join(", ");
  const type = returnsType ?? GO_TYPE_NAMES[member.returns];
  const zero = returnsType ? `${returnsType}{}` : (ZERO_VALUES[member.returns] ?? "nil");
  const body = [...notes, `// ${BODY_PROMPT}`, ...(type ? [`return ${zero}`] : [])];
  return [`${head}(${params})${type ? ` ${type}` : ""} {`, ...body.map((line) => `${INDENT}${line}`), "}"].join("\n");
}

function writeClass(signature: Extract<Signature, { kind: "class" }>): string {
  const name = signature.className;
  const ctor = { name: "Constructor", params: signature.constructorParams, returns: "void" as const };
  const methods = signature.methods.map((method) =>
    writeFunction(`func (this *${name}) ${method.name.charAt(0).toUpperCase()}${method.name.slice(1)}`, method),
  );
  const args = (params: Member["params"], separator: string) =>
    params.map((param) => goName(param.name)).join(separator);
  const usage = [
    `Your ${name} object will be instantiated and called as such:`,
    `obj := Constructor(${args(signature.constructorParams, ", ")});`,
    ...signature.methods.map((method, index) => {
      const call = `obj.${method.name.charAt(0).toUpperCase()}${method.name.slice(1)}(${args(method.params, ",")});`;
      return method.returns === "void" ? call : `param_${index + 1} := ${call}`;
    }),
  ];
  const parts = [`type ${name} struct {\n${INDENT}\n}`, writeFunction("func Constructor", ctor, [], name), ...methods];
  return `${parts.join("\n\n\n")}\n\n\n${comment(usage)}`;
}

function writeCodec(signature: Extract<Signature, { kind: "codec" }>): string {
  const name = signature.className;
  const [encode, decode] = listCodecMembers(signature);
  const [encoding, decoding] = describeCodec(signature.type);
  const ctor = { name: "Constructor", params: [], returns: "void" as const };
  const usage =
    signature.type === "TreeNode"
      ? ["ser := Constructor();", "deser := Constructor();", `data := ser.${encode.name}(${encode.params[0]?.name});`]
      : ["codec := Constructor();", `data := codec.${encode.name}(${encode.params[0]?.name});`];
  const decoder = signature.type === "TreeNode" ? "deser" : "codec";
  const parts = [
    `type ${name} struct {\n${INDENT}\n}`,
    writeFunction("func Constructor", ctor, [], name),
    `// ${encoding}\n${writeFunction(`func (this *${name}) ${encode.name}`, encode)}`,
    `// ${decoding}\n${writeFunction(`func (this *${name}) ${decode.name}`, decode)}`,
  ];
  const calls = [
    `Your ${name} object will be instantiated and called as such:`,
    ...usage,
    `ans := ${decoder}.${decode.name}(data);`,
  ];
  return `${parts.join("\n\n")}\n\n\n${comment(calls)}`;
}
