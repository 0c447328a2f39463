/**
 * Runs inside each problem's node:vm context before the solution: the TreeNode and ListNode classes
 * solutions use, and `__preppilot.run(planJson, inputJson)`, which builds the arguments inside the
 * context (so inputs are fresh objects of the context's own realm), calls the solution and returns
 * the result as JSON. A string rather than a function's source because tsx rewrites functions it
 * compiles (helpers such as `__name`) that would not exist inside the context.
 */
export const JAVASCRIPT_HARNESS = `
globalThis.TreeNode = class TreeNode {
  constructor(val = 0, left = null, right = null) { this.val = val; this.left = left; this.right = right; }
};
globalThis.ListNode = class ListNode {
  constructor(val = 0, next = null) { this.val = val; this.next = next; }
};
globalThis.__preppilot = (() => {
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
  function toArgument(value, type) {
    if (type === "TreeNode") return buildTree(value);
    if (type === "ListNode") return buildList(value);
    return value;
  }
  function fromResult(value, type) {
    if (type === "void" || value === undefined) return null;
    if (type === "TreeNode") return serialiseTree(value);
    if (type === "ListNode") return serialiseList(value);
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
      const result = plan.kind === "class" ? runClass(this.target, plan, input)
        : runFunction(this.target, plan, input);
      return JSON.stringify(result === undefined ? null : result);
    },
  };
})();
`;
