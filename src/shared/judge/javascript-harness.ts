import { OUTPUT_LIMIT_CHARS } from "./limits";

/**
 * Runs inside every JavaScript sandbox (QuickJS in the browser, the server and the verifier: quickjs-judge.ts)
 * before the solution: the TreeNode, ListNode, GraphNode and RandomListNode classes solutions use, a `console`
 * whose output is kept per test (capped), and `__preppilot.run(planJson, inputJson)`, which builds
 * the arguments inside the sandbox (so inputs are fresh objects of its own realm), calls the solution
 * and returns `{ actual, output }` as JSON. A string rather than a function's source because tsx
 * rewrites functions it compiles (helpers such as `__name`) that would not exist inside the sandbox.
 */
export const JAVASCRIPT_HARNESS = `
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
    return value;
  }
  function convertArgs(params, rawArgs) {
    return rawArgs.map((value, index) => toArgument(value, params[index]));
  }
  function runFunction(target, plan, rawArgs) {
    const args = convertArgs(plan.params, rawArgs);
    const result = target(...args);
    // A void function changes its first argument in place: that argument is its result.
    return plan.returns === "void" ? fromResult(args[0], plan.params[0]) : fromResult(result, plan.returns);
  }
  function runClass(Target, plan, input) {
    const results = [null];
    const instance = new Target(...convertArgs(plan.constructorParams, input.args[0]));
    for (let i = 1; i < input.calls.length; i++) {
      const method = plan.methods[input.calls[i]];
      if (!method) throw new Error("unknown method " + input.calls[i]);
      if (typeof instance[method.name] !== "function") throw new Error(plan.className + " has no method " + method.name);
      results.push(fromResult(instance[method.name](...convertArgs(method.params, input.args[i])), method.returns));
    }
    return results;
  }
  return {
    target: undefined,
    run(planJson, inputJson) {
      const plan = JSON.parse(planJson);
      const input = JSON.parse(inputJson);
      output = "";
      inputNodes = new Set();
      const result = plan.kind === "class" ? runClass(this.target, plan, input)
        : runFunction(this.target, plan, input);
      return JSON.stringify({ actual: result === undefined ? null : result, output });
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
