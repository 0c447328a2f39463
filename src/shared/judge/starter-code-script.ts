import type { Signature, ValueType } from "@/shared/schemas/problem-judge";
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

/** JSDoc types as LeetCode's JavaScript starters write them. */
const JSDOC_TYPES: Record<ValueType, string> = {
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
  "char[][]": "character[][]",
  TreeNode: "TreeNode",
  ListNode: "ListNode",
  "ListNode[]": "ListNode[]",
  GraphNode: "_Node",
  "ListNode+pos": "ListNode",
  RandomListNode: "_Node",
  TreeNodeRef: "TreeNode",
  void: "void",
};

/** TypeScript annotations as LeetCode's TypeScript starters write them: JSDoc's, with nullable nodes. */
const TYPESCRIPT_TYPES: Record<ValueType, string> = {
  ...JSDOC_TYPES,
  "char[][]": "string[][]",
  TreeNode: "TreeNode | null",
  ListNode: "ListNode | null",
  "ListNode[]": "Array<ListNode | null>",
  GraphNode: "_Node | null",
  "ListNode+pos": "ListNode | null",
  RandomListNode: "_Node | null",
  TreeNodeRef: "TreeNode | null",
};

const INDENT = "    ";
const BODY = `${INDENT}// ${BODY_PROMPT}`;

const comment = (lines: string[]) => ["/**", ...lines.map((line) => (line ? ` * ${line}` : " *")), " */"].join("\n");

/**
 * LeetCode's JavaScript starter: JSDoc and `var name = function(...) {…};` for a function, the prototype
 * form for a design class, two top-level functions for a codec, under the node definitions it uses.
 */
export function writeJavaScriptStarter(signature: Signature): string {
  const classes = listNodeClasses(signature);
  const headers = classes.map((name) => comment(NODE_DEFINITIONS[name].javascript)).join("\n");
  const gap = classes.some(isLeetCodeNode) ? "\n\n" : "\n";
  let entries: string[];
  if (signature.kind === "function") {
    entries = [writeJavaScriptFunction(signature, `var ${signature.name}`, { note: describeInPlace(signature) })];
  } else if (signature.kind === "codec") {
    const [encode, decode] = listCodecMembers(signature);
    const [encoding, decoding] = describeCodec(signature.type);
    entries = [
      writeJavaScriptFunction(encode, `var ${encode.name}`, { intro: [encoding, ""] }),
      writeJavaScriptFunction(decode, `var ${decode.name}`, { intro: [decoding, ""] }),
    ];
  } else {
    const ctor = { name: signature.className, params: signature.constructorParams, returns: "void" as const };
    entries = [
      writeJavaScriptFunction(ctor, `var ${signature.className}`, { isConstructor: true }),
      ...signature.methods.map((method) =>
        writeJavaScriptFunction(method, `${signature.className}.prototype.${method.name}`),
      ),
    ];
  }
  return finish(signature, headers && `${headers}${gap}`, entries);
}

/** A function assigned to `target`, with its JSDoc: an intro, the parameters, the return type and a note on it. */
function writeJavaScriptFunction(
  member: Member,
  target: string,
  { intro = [], note, isConstructor = false }: { intro?: string[]; note?: string; isConstructor?: boolean } = {},
): string {
  const docs = [
    ...intro,
    ...member.params.map((param) => `@param {${JSDOC_TYPES[param.type]}} ${param.name}`),
    ...(isConstructor ? [] : [`@return {${JSDOC_TYPES[member.returns]}}${note ? ` ${note}` : ""}`]),
  ];
  const params = member.params.map((param) => param.name).join(", ");
  const code = [`${target} = function(${params}) {`, BODY, "};"].join("\n");
  return docs.length ? `${comment(docs)}\n${code}` : code;
}

/**
 * LeetCode's TypeScript starter: `function name(...): type {…};` for a function and for each of a codec's
 * two, a class with its constructor and typed methods for a design problem, under the node definitions.
 */
export function writeTypeScriptStarter(signature: Signature): string {
  const headers = listNodeClasses(signature).map((name) => comment(NODE_DEFINITIONS[name].typescript));
  let entries: string[];
  if (signature.kind === "function") {
    const note = describeInPlace(signature);
    const code = writeTypeScriptMember(signature, "function ", "");
    entries = [note ? `/**\n ${note}\n */\n${code};` : `${code};`];
  } else if (signature.kind === "codec") {
    const [encode, decode] = listCodecMembers(signature);
    const [encoding, decoding] = describeCodec(signature.type);
    const write = (member: Member, docs: string) =>
      `/*\n * ${docs}\n */\n${writeTypeScriptMember(member, "function ", "")};`;
    entries = [write(encode, encoding), write(decode, decoding)];
  } else {
    const ctor: Member = { name: "constructor", params: signature.constructorParams, returns: "void" };
    const members = [ctor, ...signature.methods].map((member) => writeTypeScriptMember(member, "", INDENT));
    entries = [`class ${signature.className} {\n${members.join("\n\n")}\n}`];
  }
  return finish(signature, headers.length ? `${headers.join("\n")}\n\n` : "", entries);
}

function writeTypeScriptMember(member: Member, keyword: string, indent: string): string {
  const params = member.params.map((param) => `${param.name}: ${TYPESCRIPT_TYPES[param.type]}`).join(", ");
  const returns = member.name === "constructor" ? "" : `: ${TYPESCRIPT_TYPES[member.returns]}`;
  return [`${indent}${keyword}${member.name}(${params})${returns} {`, `${indent}${BODY}`, `${indent}}`].join("\n");
}

/** The headers, the entries a blank line apart, and LeetCode's usage comment a blank line below them. */
function finish(signature: Signature, headers: string, entries: string[]): string {
  const usage = writeUsageLines(signature, "script");
  const code = headers + entries.join("\n\n");
  return `${usage.length ? `${code}\n\n${comment(usage)}` : code}\n`;
}
