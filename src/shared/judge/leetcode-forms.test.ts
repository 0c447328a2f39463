import { getQuickJS, type QuickJSWASMModule } from "quickjs-emscripten";
import { beforeAll, describe, expect, test } from "vitest";
import type { Signature, TestCase } from "@/shared/schemas/problem-judge";
import { judgeJavaScript } from "./quickjs-judge";
import { transpileSource } from "./transpile-source";

// LeetCode's calling forms and runtime in the JavaScript judge: what a file pasted from LeetCode uses.

let quickjs: QuickJSWASMModule;
beforeAll(async () => {
  quickjs = await getQuickJS();
});

const twoSum = {
  signature: {
    kind: "function",
    name: "twoSum",
    aliases: ["twoSumOld"],
    params: [
      { name: "nums", type: "int[]" },
      { name: "target", type: "int" },
    ],
    returns: "int[]",
  } satisfies Signature,
  comparison: "exact" as const,
  tests: [
    { input: [[2, 7, 11, 15], 9], expected: [0, 1] },
    { input: [[3, 2, 4], 6], expected: [1, 2] },
  ] satisfies TestCase[],
};
const BODY =
  "{ const seen = new Map(); for (let i = 0; i < nums.length; i++) { if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i]; seen.set(nums[i], i); } }";

function judge(
  problem: typeof twoSum | { signature: Signature; comparison: "exact"; tests: TestCase[] },
  code: string,
  language: "javascript" | "typescript" = "javascript",
) {
  const transpiled = transpileSource(code, language);
  if ("compileError" in transpiled) throw new Error(transpiled.compileError.message);
  return judgeJavaScript(quickjs, { problem, tests: problem.tests, source: transpiled.code });
}

describe("a function is found in any of LeetCode's forms", () => {
  test.each([
    ["var f = function", `var twoSum = function(nums, target) ${BODY};`],
    ["const arrow", `const twoSum = (nums, target) => ${BODY};`],
    ["let function", `let twoSum = function (nums, target) ${BODY}`],
    ["function declaration", `function twoSum(nums, target) ${BODY}`],
    ["a method of class Solution", `class Solution { twoSum(nums, target) ${BODY} }`],
    ["an alias the library used before", `function twoSumOld(nums, target) ${BODY}`],
    ["an exported function", `export function twoSum(nums, target) ${BODY}\nexport {};`],
  ])("%s", (_, code) => {
    expect(judge(twoSum, code).verdict).toBe("accepted");
  });

  test("TypeScript with types and export {}", () => {
    const code = `function twoSum(nums: number[], target: number): number[] ${BODY.replace("new Map()", "new Map<number, number>()")}\nexport {};`;
    expect(judge(twoSum, code, "typescript").verdict).toBe("accepted");
  });

  test("a file without it says which names were looked for", () => {
    expect(judge(twoSum, "function other() {}").tests[0]?.message).toBe(
      "The code does not define twoSum or twoSumOld (a function, or a method of class Solution).",
    );
  });
});

const kthLargest = {
  signature: {
    kind: "function",
    name: "findKthLargest",
    params: [
      { name: "nums", type: "int[]" },
      { name: "k", type: "int" },
    ],
    returns: "int",
  } satisfies Signature,
  comparison: "exact" as const,
  tests: [
    { input: [[3, 2, 1, 5, 6, 4], 2], expected: 5 },
    { input: [[3, 2, 3, 1, 2, 4, 5, 5, 6], 4], expected: 4 },
  ],
};

describe("LeetCode's @datastructures-js globals, both API generations", () => {
  test.each([
    [
      "v6: dequeue returns the element",
      "const q = new MinPriorityQueue(); for (const n of nums) { q.enqueue(n); if (q.size() > k) q.dequeue(); } return q.front();",
    ],
    [
      "v6: a compare-value callback",
      "const q = new MaxPriorityQueue((x) => x); nums.forEach((n) => q.enqueue(n)); for (let i = 1; i < k; i++) q.dequeue(); return q.front();",
    ],
    [
      "v6: PriorityQueue with a comparator",
      "const q = new PriorityQueue((a, b) => b - a); nums.forEach((n) => q.push(n)); for (let i = 1; i < k; i++) q.pop(); return q.front();",
    ],
    [
      "v5: enqueue(element, priority) and .element",
      "const q = new MinPriorityQueue(); for (const n of nums) { q.enqueue(n, n); if (q.size() > k) q.dequeue(); } return q.front().element;",
    ],
    [
      "v5: { priority } and .priority",
      "const q = new MaxPriorityQueue({ priority: (x) => x }); nums.forEach((n) => q.enqueue(n)); for (let i = 1; i < k; i++) q.dequeue(); return q.front().priority;",
    ],
    [
      "v4: .element read from a bare queue",
      "const q = new MinPriorityQueue(); nums.forEach((n) => q.enqueue(n)); while (q.size() > k) q.dequeue(); return q.dequeue().element;",
    ],
    [
      "Queue and Deque",
      "const d = new Deque(); const q = new Queue(); [...nums].sort((a, b) => b - a).forEach((n) => { q.enqueue(n); d.pushBack(n); }); for (let i = 1; i < k; i++) { q.dequeue(); d.popFront(); } return q.front() === d.front() ? q.front() : -1;",
    ],
  ])("%s", (_, body) => {
    expect(judge(kthLargest, `var findKthLargest = function(nums, k) { ${body} };`).verdict).toBe("accepted");
  });

  test("require and import of the packages work too", () => {
    const code = `import { MinPriorityQueue } from "@datastructures-js/priority-queue";\nexport function findKthLargest(nums, k) { const q = new MinPriorityQueue(); for (const n of nums) { q.enqueue(n); if (q.size() > k) q.dequeue(); } return q.front(); }`;
    expect(judge(kthLargest, code).verdict).toBe("accepted");
  });
});

test("a file that defines its own ListNode, and LeetCode's _Node for a random-pointer list", () => {
  const reverse = {
    signature: {
      kind: "function",
      name: "reverseList",
      params: [{ name: "head", type: "ListNode" }],
      returns: "ListNode",
    } satisfies Signature,
    comparison: "exact" as const,
    tests: [{ input: [[1, 2, 3]], expected: [3, 2, 1] }],
  };
  const own = `function ListNode(val, next) { this.val = (val===undefined ? 0 : val); this.next = (next===undefined ? null : next); }
var reverseList = function(head) { let out = null; for (let n = head; n; n = n.next) out = new ListNode(n.val, out); return out; };`;
  expect(judge(reverse, own).verdict).toBe("accepted");
  const copy = {
    signature: {
      kind: "function",
      name: "copyRandomList",
      params: [{ name: "head", type: "RandomListNode" }],
      returns: "RandomListNode",
    } satisfies Signature,
    comparison: "exact" as const,
    tests: [
      {
        input: [
          [
            [7, null],
            [13, 0],
          ],
        ],
        expected: [
          [7, null],
          [13, 0],
        ],
      },
    ],
  };
  const withNode = `var copyRandomList = function(head) { const m = new Map(); for (let n = head; n; n = n.next) m.set(n, new _Node(n.val, null, null)); for (let n = head; n; n = n.next) { m.get(n).next = m.get(n.next) ?? null; m.get(n).random = m.get(n.random) ?? null; } return m.get(head) ?? null; };`;
  expect(judge(copy, withNode).verdict).toBe("accepted");
});

test("lowest common ancestor gets nodes and returns a node, as on LeetCode", () => {
  const lca = {
    signature: {
      kind: "function",
      name: "lowestCommonAncestor",
      params: [
        { name: "root", type: "TreeNode" },
        { name: "p", type: "TreeNodeRef" },
        { name: "q", type: "TreeNodeRef" },
      ],
      returns: "TreeNodeRef",
    } satisfies Signature,
    comparison: "exact" as const,
    tests: [
      { input: [[6, 2, 8, 0, 4, 7, 9], 2, 8], expected: 6 },
      { input: [[6, 2, 8, 0, 4, 7, 9], 2, 4], expected: 2 },
    ],
  };
  const code = `var lowestCommonAncestor = function(root, p, q) { if (!root || root === p || root === q) return root; const l = lowestCommonAncestor(root.left, p, q), r = lowestCommonAncestor(root.right, p, q); return l && r ? root : l || r; };`;
  expect(judge(lca, code).verdict).toBe("accepted");
});

describe("a codec is judged by its round trip", () => {
  const codec = {
    signature: {
      kind: "codec",
      className: "Codec",
      type: "string[]",
      encode: { name: "encode", param: "strs" },
      decode: { name: "decode", param: "s" },
    } satisfies Signature,
    comparison: "exact" as const,
    tests: [
      { input: [["a#b", ""]], expected: ["a#b", ""] },
      { input: [[]], expected: [] },
    ],
  };
  const ENCODE = "return strs.map((s) => s.length + '#' + s).join('');";
  const DECODE =
    "const out = []; let i = 0; while (i < s.length) { const j = s.indexOf('#', i); const n = Number(s.slice(i, j)); out.push(s.slice(j + 1, j + 1 + n)); i = j + 1 + n; } return out;";
  test.each([
    ["two top-level functions", `var encode = function(strs) { ${ENCODE} };\nvar decode = function(s) { ${DECODE} };`],
    ["a Codec class", `class Codec { encode(strs) { ${ENCODE} } decode(s) { ${DECODE} } }`],
  ])("%s", (_, code) => {
    expect(judge(codec, code).verdict).toBe("accepted");
  });
  test("an encoder that returns no string fails, even if decode undoes it", () => {
    const report = judge(codec, "var encode = (strs) => strs; var decode = (s) => s;");
    expect(report.tests[0]).toMatchObject({
      verdict: "runtime_error",
      message: "TypeError: encode must return a string, not object",
    });
  });
});
