import type { Signature, ValueType } from "@/shared/schemas/problem-judge";

/**
 * What is wrong with a test for a signature: the argument list must fit the parameters, a class
 * test must call the constructor first and then methods, and `expected` must fit the results.
 * Without `expected` (a user's custom input) only the input is checked. Empty when it fits.
 */
export function checkTestShape(signature: Signature, test: { input: unknown; expected?: unknown }): string[] {
  const { input } = test;
  const hasExpected = "expected" in test;
  if (signature.kind === "function") {
    if (!Array.isArray(input)) return ["input must be the argument list"];
    if (input.length !== signature.params.length)
      return [`input has ${input.length} arguments, the signature ${signature.params.length}`];
    const issues = signature.params.flatMap((param, index) =>
      isOfType(input[index], param.type) ? [] : [`argument ${param.name} is not of type ${param.type}`],
    );
    // A void function's result is its first argument after the call.
    const resultType = signature.returns === "void" ? signature.params[0]?.type : signature.returns;
    if (hasExpected && resultType && !isOfType(test.expected, resultType))
      issues.push(`expected is not of type ${resultType}`);
    return issues;
  }
  if (signature.kind === "codec") {
    if (!Array.isArray(input) || input.length !== 1) return ["input must be a list of the one value to encode"];
    const issues = isOfType(input[0], signature.type)
      ? []
      : [`${signature.encode.param} is not of type ${signature.type}`];
    // What comes back from decode(encode(value)) is the value itself.
    if (hasExpected && JSON.stringify(test.expected) !== JSON.stringify(input[0]))
      issues.push("expected must equal the input value");
    return issues;
  }
  if (!isCallList(input)) return ["input must be { calls, args }"];
  if (input.calls.length !== input.args.length) return ["calls and args differ in length"];
  const expected = test.expected;
  if (hasExpected && (!Array.isArray(expected) || expected.length !== input.calls.length))
    return ["expected must have one entry per call"];
  return input.calls.flatMap((call, index) => {
    const args = input.args[index] ?? [];
    const member =
      index === 0
        ? call === signature.className
          ? { params: signature.constructorParams, returns: "void" as const }
          : undefined
        : signature.methods.find((method) => method.name === call);
    if (!member) return [`calls[${index}]: "${call}" is not ${index === 0 ? "the class name" : "a method"}`];
    if (args.length !== member.params.length)
      return [`args[${index}]: ${call} takes ${member.params.length} arguments`];
    const issues = member.params.flatMap((param, position) =>
      isOfType(args[position], param.type) ? [] : [`args[${index}]: ${param.name} is not of type ${param.type}`],
    );
    if (hasExpected && Array.isArray(expected) && !isOfType(expected[index], member.returns))
      issues.push(`expected[${index}]: not of type ${member.returns}`);
    return issues;
  });
}

function isCallList(input: unknown): input is { calls: string[]; args: unknown[][] } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  const { calls, args } = input as { calls?: unknown; args?: unknown };
  return (
    Array.isArray(calls) &&
    calls.length > 0 &&
    calls.every((call) => typeof call === "string") &&
    Array.isArray(args) &&
    args.every(Array.isArray)
  );
}

export function isOfType(value: unknown, type: ValueType): boolean {
  const isListOf = (check: (item: unknown) => boolean) => Array.isArray(value) && value.every(check);
  switch (type) {
    case "int":
      return Number.isInteger(value);
    case "double":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "string":
      return typeof value === "string";
    case "int[]":
      return isListOf(Number.isInteger);
    case "double[]":
      return isListOf((item) => typeof item === "number");
    case "boolean[]":
      return isListOf((item) => typeof item === "boolean");
    case "string[]":
      return isListOf((item) => typeof item === "string");
    case "int[][]":
      return isListOf((row) => Array.isArray(row) && row.every(Number.isInteger));
    case "string[][]":
      return isListOf((row) => Array.isArray(row) && row.every((item) => typeof item === "string"));
    case "char[][]":
      return isListOf(
        (row) => Array.isArray(row) && row.every((item) => typeof item === "string" && item.length === 1),
      );
    case "TreeNode":
      return isListOf((item) => item === null || typeof item === "number") && (value as unknown[])[0] !== null;
    case "ListNode":
      return isListOf((item) => typeof item === "number");
    case "ListNode[]":
      return isListOf((list) => isOfType(list, "ListNode"));
    case "GraphNode":
      return isAdjacencyList(value);
    case "ListNode+pos":
      return isListWithPos(value);
    case "RandomListNode":
      return isListOf(
        (pair) =>
          Array.isArray(pair) &&
          pair.length === 2 &&
          Number.isInteger(pair[0]) &&
          (pair[1] === null || isIndexInto(pair[1], value as unknown[])),
      );
    case "TreeNodeRef":
      return value === null || Number.isInteger(value);
    case "void":
      return value === null;
  }
}

/**
 * A connected undirected graph as its 1-indexed adjacency list: node i's neighbours are `value[i - 1]`,
 * each another node, at most once, and listing i back; the empty graph is `[]`. The runner hands the
 * solution node 1, so every node must be reachable from it.
 */
function isAdjacencyList(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  const size = value.length;
  const isNodeId = (id: unknown): id is number => Number.isInteger(id) && (id as number) >= 1 && (id as number) <= size;
  const lists: number[][] = [];
  for (const [index, ids] of value.entries()) {
    if (!Array.isArray(ids) || !ids.every(isNodeId)) return false;
    if (ids.includes(index + 1) || new Set(ids).size !== ids.length) return false;
    lists.push(ids);
  }
  if (!lists.every((ids, index) => ids.every((id) => lists[id - 1]?.includes(index + 1)))) return false;
  const reached = new Set(size > 0 ? [1] : []);
  for (const id of reached) for (const next of lists[id - 1] ?? []) reached.add(next);
  return reached.size === size;
}

/** `[values, pos]`: the tail links back to `values[pos]`, or to nothing when pos is -1. */
function isListWithPos(value: unknown): boolean {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [values, pos] = value;
  return isOfType(values, "ListNode") && (pos === -1 || isIndexInto(pos, values as unknown[]));
}

function isIndexInto(index: unknown, list: unknown[]): boolean {
  return Number.isInteger(index) && (index as number) >= 0 && (index as number) < list.length;
}
