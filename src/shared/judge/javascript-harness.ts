import { JAVASCRIPT_RUNTIME } from "./javascript-runtime";
import { OUTPUT_LIMIT_CHARS } from "./limits";

/**
 * Runs inside every JavaScript sandbox (QuickJS in the browser, the server and the verifier: quickjs-judge.ts)
 * before the solution: LeetCode's runtime (javascript-runtime.ts), the TreeNode, ListNode, GraphNode and
 * RandomListNode classes solutions use (and LeetCode's `Node` / `_Node` for whichever of the last two the
 * problem uses), a `console` whose output is kept per test (capped), and `__preppilot.run(planJson,
 * inputJson)`, which builds the arguments inside the sandbox (so inputs are fresh objects of its own realm),
 * finds the solution in any of LeetCode's calling forms, calls it and returns `{ actual, output }` as JSON. A string rather than a function's source because tsx
 * rewrites functions it compiles (helpers such as `__name`) that would not exist inside the sandbox.
 */
export const JAVASCRIPT_HARNESS = `${JAVASCRIPT_RUNTIME}
globalThis.TreeNode = class TreeNode {
  constructor(val = 0, left = null, right = null) { this.val = val; this.left = left; this.right = right; }
};
globalThis.ListNode = class ListNode {
  constructor(val = 0, next = null) { this.val = val; this.next = next; }
};
globalThis.GraphNode = class GraphNode {
  constructor(val = 0, neighbors = []) { this.val = val; this.neighbors = neighbors; }
};
globalThis.RandomListNode = class RandomListNode {
  constructor(val = 0, next = null, random = null) { this.val = val; this.next = next; this.random = random; }
};
globalThis.__preppilot = (() => {
  const OUTPUT_LIMIT = ${OUTPUT_LIMIT_CHARS};
  let output = "";
  function show(value) {
    if (typeof value === "string") return value;
    try { return JSON.stringify(value) ?? String(value); } catch { return String(value); }
  }
  function write(args) {
    if (output.length > OUTPUT_LIMIT) return;
    output += args.map(show).join(" ") + "\\n";
    if (output.length > OUTPUT_LIMIT) output = output.slice(0, OUTPUT_LIMIT) + "\\n… output truncated";
  }
  globalThis.console = { log: (...args) => write(args), info: (...args) => write(args),
    warn: (...args) => write(args), error: (...args) => write(args), debug: (...args) => write(args) };
  function buildTree(values) {
    if (!Array.isArray(values) || values.length === 0 || values[0] === null) return null;
    const root = new TreeNode(values[0]);
    const queue = [root];
    let head = 0;
    let i = 1;
    while (head < queue.length && i < values.length) {
      const node = queue[head++];
      if (i < values.length && values[i] !== null) { node.left = new TreeNode(values[i]); queue.push(node.left); }
      i++;
      if (i < values.length && values[i] !== null) { node.right = new TreeNode(values[i]); queue.push(node.right); }
      i++;
    }
    return root;
  }
  function serialiseTree(root) {
    const values = [];
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head];
      if (node === null || node === undefined) { values.push(null); continue; }
      values.push(node.val);
      queue.push(node.left ?? null, node.right ?? null);
    }
    while (values.length > 0 && values[values.length - 1] === null) values.pop();
    return values;
  }
  function buildList(values) {
    let head = null;
    for (let i = values.length - 1; i >= 0; i--) head = new ListNode(values[i], head);
    return head;
  }
  function serialiseList(head) {
    const values = [];
    for (let node = head; node !== null && node !== undefined; node = node.next) values.push(node.val);
    return values;
  }
  // The nodes of the current test's input graphs and random lists: a returned one must be a copy.
  let inputNodes = new Set();
  function buildGraph(adjacency) {
    if (adjacency.length === 0) return null;
    const nodes = adjacency.map((_, index) => new GraphNode(index + 1));
    adjacency.forEach((ids, index) => { nodes[index].neighbors = ids.map((id) => nodes[id - 1]); });
    for (const node of nodes) inputNodes.add(node);
    return nodes[0];
  }
  function serialiseGraph(start) {
    if (start === null || start === undefined) return [];
    const seen = new Set([start]);
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
      for (const next of queue[head].neighbors ?? []) {
        if (!seen.has(next)) { seen.add(next); queue.push(next); }
      }
    }
    const adjacency = new Array(queue.length).fill(null);
    for (const node of queue) {
      if (inputNodes.has(node)) throw new Error("the returned graph reuses a node of the input graph: return a copy");
      const index = node.val - 1;
      if (!Number.isInteger(node.val) || index < 0 || index >= queue.length || adjacency[index] !== null) {
        throw new Error("the returned graph's " + queue.length + " nodes must have the values 1 to " + queue.length + ", each once");
      }
      adjacency[index] = (node.neighbors ?? []).map((next) => next.val);
    }
    return adjacency;
  }
  // [values, pos]: the tail links back to the node at index pos, or to nothing when pos is -1.
  function buildListWithPos([values, pos]) {
    const nodes = values.map((value) => new ListNode(value));
    nodes.forEach((node, index) => { node.next = nodes[index + 1] ?? null; });
    if (pos >= 0 && nodes.length > 0) nodes[nodes.length - 1].next = nodes[pos];
    return nodes[0] ?? null;
  }
  function serialiseListWithPos(head) {
    const values = [];
    const seen = new Map();
    let node = head;
    while (node !== null && node !== undefined && !seen.has(node)) {
      seen.set(node, values.length);
      values.push(node.val);
      node = node.next;
    }
    return [values, node === null || node === undefined ? -1 : seen.get(node)];
  }
  // [[val, randomIndex | null], ...]: each node's random pointer as the index of its target.
  function buildRandomList(pairs) {
    const nodes = pairs.map(([value]) => new RandomListNode(value));
    nodes.forEach((node, index) => {
      node.next = nodes[index + 1] ?? null;
      node.random = pairs[index][1] === null ? null : nodes[pairs[index][1]];
      inputNodes.add(node);
    });
    return nodes[0] ?? null;
  }
  function serialiseRandomList(head) {
    const nodes = [];
    const positions = new Map();
    for (let node = head; node !== null && node !== undefined; node = node.next) {
      if (inputNodes.has(node)) throw new Error("the returned list reuses a node of the input list: return a copy");
      if (positions.has(node)) throw new Error("the returned list loops back to its node " + positions.get(node));
      positions.set(node, nodes.length);
      nodes.push(node);
    }
    return nodes.map((node) => {
      const random = node.random ?? null;
      if (random !== null && !positions.has(random)) throw new Error("a random pointer leads outside the returned list");
      return [node.val, random === null ? null : positions.get(random)];
    });
  }
  function toArgument(value, type) {
    if (type === "TreeNode") return buildTree(value);
    if (type === "ListNode") return buildList(value);
    if (type === "ListNode[]") return value.map(buildList);
    if (type === "GraphNode") return buildGraph(value);
    if (type === "ListNode+pos") return buildListWithPos(value);
    if (type === "RandomListNode") return buildRandomList(value);
    return value;
  }
  function fromResult(value, type) {
    if (type === "void" || value === undefined) return null;
    if (type === "TreeNode") return serialiseTree(value);
    if (type === "ListNode") return serialiseList(value);
    if (type === "ListNode[]") return Array.isArray(value) ? value.map(serialiseList) : value;
    if (type === "GraphNode") return serialiseGraph(value);
    if (type === "ListNode+pos") return serialiseListWithPos(value);
    if (type === "RandomListNode") return serialiseRandomList(value);
    if (type === "TreeNodeRef") return value === null ? null : value.val;
    return value;
  }
  // A TreeNodeRef argument names a node of the call's tree by its value: the solution gets that node.
  function findNode(root, value) {
    const stack = [root];
    while (stack.length > 0) {
      const node = stack.pop();
      if (node === null || node === undefined) continue;
      if (node.val === value) return node;
      stack.push(node.right, node.left);
    }
    throw new Error("the tree has no node with the value " + JSON.stringify(value));
  }
  function convertArgs(params, rawArgs) {
    const args = rawArgs.map((value, index) => toArgument(value, params[index]));
    const tree = args[params.indexOf("TreeNode")];
    return args.map((arg, index) => (params[index] === "TreeNodeRef" ? findNode(tree, arg) : arg));
  }
  // Named so the judge shows the message alone: it is about the code's shape, not an error it raised.
  function missing(message) {
    const error = new Error(message);
    error.name = "MissingDefinition";
    return error;
  }
  // What the solution defined, by name (the host reads each candidate name in the solution's scope).
  let scope = {};
  const isFunction = (value) => typeof value === "function";
  function exported(name) {
    const exports = globalThis.module?.exports ?? {};
    return isFunction(exports[name]) ? exports[name] : undefined;
  }
  function defined(name) {
    return isFunction(scope[name]) ? scope[name] : exported(name);
  }
  function pickMethod(instance, names) {
    const name = names.find((candidate) => isFunction(instance?.[candidate]));
    return name === undefined ? undefined : instance[name].bind(instance);
  }
  // LeetCode's form calls a top-level function; NeetCode's and Python's a method of class Solution.
  function resolveFunction(names) {
    for (const name of names) if (defined(name)) return defined(name);
    const Solution = defined("Solution");
    const method = Solution ? pickMethod(new Solution(), names) : undefined;
    if (method) return (...args) => pickMethod(new Solution(), names)(...args);
    throw missing("The code does not define " + names.join(" or ") + " (a function, or a method of class Solution).");
  }
  function resolveClass(names) {
    for (const name of names) if (defined(name)) return defined(name);
    throw missing("The code does not define class " + names.join(" or ") + ".");
  }
  function runFunction(plan, rawArgs) {
    const target = resolveFunction(plan.entry.names);
    const args = convertArgs(plan.entry.params, rawArgs);
    const result = target(...args);
    // A void function changes its first argument in place: that argument is its result.
    return plan.entry.returns === "void" ? fromResult(args[0], plan.entry.params[0]) : fromResult(result, plan.entry.returns);
  }
  function runClass(plan, input) {
    const Target = resolveClass(plan.classNames);
    const results = [null];
    const instance = new Target(...convertArgs(plan.constructorParams, input.args[0]));
    for (let i = 1; i < input.calls.length; i++) {
      const method = plan.methods[input.calls[i]];
      if (!method) throw new Error("unknown method " + input.calls[i]);
      const call = pickMethod(instance, method.names);
      if (!call) throw missing(plan.classNames[0] + " has no method " + method.names.join(" or ") + ".");
      results.push(fromResult(call(...convertArgs(method.params, input.args[i])), method.returns));
    }
    return results;
  }
  // LeetCode's Codec judgement: one instance encodes, a second decodes (or two top-level functions).
  function resolveCodec(plan) {
    const Codec = plan.classNames.map(defined).find(Boolean) ?? defined("Solution");
    if (Codec) {
      const encode = pickMethod(new Codec(), plan.encode);
      const decode = pickMethod(new Codec(), plan.decode);
      if (encode && decode) return { encode, decode };
    }
    const encode = plan.encode.map(defined).find(Boolean);
    const decode = plan.decode.map(defined).find(Boolean);
    if (encode && decode) return { encode, decode };
    throw missing("The code does not define " + plan.encode[0] + " and " + plan.decode[0] +
      " (methods of class " + plan.classNames[0] + ", or two functions).");
  }
  function runCodec(plan, rawArgs) {
    const { encode, decode } = resolveCodec(plan);
    const encoded = encode(toArgument(rawArgs[0], plan.type));
    if (typeof encoded !== "string") throw new TypeError(plan.encode[0] + " must return a string, not " + typeof encoded);
    return fromResult(decode(encoded), plan.type);
  }
  const NODE_CLASSES = { GraphNode, RandomListNode };
  return {
    /** Before the solution loads: LeetCode's \`Node\` / \`_Node\` for this problem (a solution may define its own). */
    prepare(planJson, isLegacyQueues) {
      const plan = JSON.parse(planJson);
      const nodeClass = NODE_CLASSES[plan.nodeClass];
      if (nodeClass) globalThis.Node = globalThis._Node = nodeClass;
      globalThis.__preppilot_legacyQueues = isLegacyQueues;
    },
    /** After it loads: what it defined under each name the plan may call. */
    bind(definitions) {
      scope = definitions;
    },
    run(planJson, inputJson) {
      const plan = JSON.parse(planJson);
      const input = JSON.parse(inputJson);
      output = "";
      inputNodes = new Set();
      const result = plan.kind === "class" ? runClass(plan, input)
        : plan.kind === "codec" ? runCodec(plan, input)
        : runFunction(plan, input);
      return JSON.stringify({ actual: result === undefined ? null : result, output });
    },
    /** How much the current test has printed so far (the tracer notes it at each step). */
    outputLength() {
      return output.length;
    },
    /** What the current test printed before it threw or was stopped. */
    takeOutput() {
      const printed = output;
      output = "";
      return printed;
    },
  };
})();
`;
