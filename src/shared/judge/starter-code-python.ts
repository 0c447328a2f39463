import type { Signature, ValueType } from "@/shared/schemas/problem-judge";
import { listSignatureTypes } from "./call-plan";
import {
  BODY_PROMPT,
  describeCodec,
  describeInPlace,
  isLeetCodeNode,
  listCodecMembers,
  listNodeClasses,
  type Member,
  NODE_DEFINITIONS,
  writeUsageLines,
} from "./starter-code-shape";

/** Python hints as LeetCode writes them; `List` and `Optional` need no import (the judge pre-imports typing). */
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
  GraphNode: "Optional['Node']",
  "ListNode+pos": "Optional[ListNode]",
  RandomListNode: "'Optional[Node]'",
  TreeNodeRef: "'TreeNode'",
  void: "None",
};

const INDENT = "    ";

/**
 * LeetCode's Python 3 starter: `class Solution:` with the camelCase method, the design class with
 * `__init__` and its methods, or the codec class, under the definitions of the node classes it uses.
 */
export function writePythonStarter(signature: Signature): string {
  // A problem that passes tree nodes by reference (p and q of lowest common ancestor) quotes every tree hint.
  const isByNode = listSignatureTypes(signature).includes("TreeNodeRef");
  const hint = (type: ValueType) => (isByNode && type === "TreeNode" ? PYTHON_TYPES.TreeNodeRef : PYTHON_TYPES[type]);
  const write = (member: Member, docs: string[] = []) => writeMethod(member, hint, docs);
  const classes = listNodeClasses(signature);
  const headers = classes.map((name) => {
    const lines = NODE_DEFINITIONS[name].python;
    return isLeetCodeNode(name) ? ['"""', ...lines, '"""'].join("\n") : lines.map((line) => `# ${line}`).join("\n");
  });
  // The `Node` definitions are a docstring, code that PEP 8 (and Ruff's E302) wants two blank lines after.
  const gap = classes.some(isLeetCodeNode) ? "\n\n\n" : "\n";

  let body: string;
  if (signature.kind === "function") {
    const note = describeInPlace(signature);
    body = ["class Solution:", write(signature, note ? ['"""', note, '"""'] : [])].join("\n");
  } else if (signature.kind === "codec") {
    const docs = describeCodec(signature.type);
    const [encode, decode] = listCodecMembers(signature);
    body = [`class ${signature.className}:`, write(encode, [`"""${docs[0]}`, '"""'])].join("\n");
    body += `\n\n${write(decode, [`"""${docs[1]}`, '"""'])}`;
  } else {
    const init = write({ name: "__init__", params: signature.constructorParams, returns: "void" });
    const methods = [init, ...signature.methods.map((method) => write(method))];
    body = [`class ${signature.className}:`, "", methods.join("\n\n")].join("\n");
  }

  const usage = writeUsageLines(signature, "python").map((line) => `# ${line}`);
  const code = (headers.length ? `${headers.join("\n")}${gap}` : "") + body;
  return `${usage.length ? `${code}\n\n\n${usage.join("\n")}` : code}\n`;
}

/**
 * A method with its hints; `__init__` has no return hint. The body is the docstring or a comment, then
 * `pass`: a Python body cannot be a comment alone, and `pass` keeps the stub loadable and returns None.
 */
function writeMethod(member: Member, hint: (type: ValueType) => string, docs: string[]): string {
  const params = ["self", ...member.params.map((param) => `${param.name}: ${hint(param.type)}`)];
  const returns = member.name === "__init__" ? "" : ` -> ${hint(member.returns)}`;
  const body = docs.length ? docs : [`# ${BODY_PROMPT}`];
  return [`def ${member.name}(${params.join(", ")})${returns}:`, ...body, "pass"]
    .map((line, index) => `${INDENT}${index ? INDENT : ""}${line}`)
    .join("\n");
}
