import { z } from "zod";

// How a coding problem is judged: the signature to call (function, class or codec), the tests and the
// types of their values, how results compare, and the proven reference solutions. The problem's own
// content (statement, examples, hints) is in content.ts.

const text = z.string().trim().min(1);

/**
 * Types a parameter or return value may have. `TreeNode` and `ListNode` travel as arrays in tests
 * (level order with nulls, and plain order), `ListNode[]` as a list of such arrays, and `GraphNode`
 * (a connected undirected graph) as its 1-indexed adjacency list `[[2,4],[1,3],[2,4],[1,3]]`, `ListNode+pos`
 * (a list whose tail may link back) as `[values, pos]` with pos -1 for no cycle, and `RandomListNode` as
 * `[[val, randomIndex | null], ...]`; the test runner builds them into nodes and serialises returned nodes
 * the same way. `TreeNodeRef` is a node of the call's `TreeNode` argument, named by its value (the tree's
 * values are unique), as LeetCode passes `p` and `q` to a lowest-common-ancestor solution; a returned node
 * is read back as its value.
 */
export const VALUE_TYPES = [
  "int",
  "double",
  "boolean",
  "string",
  "int[]",
  "double[]",
  "boolean[]",
  "string[]",
  "int[][]",
  "string[][]",
  "char[][]",
  "TreeNode",
  "ListNode",
  "ListNode[]",
  "GraphNode",
  "ListNode+pos",
  "RandomListNode",
  "TreeNodeRef",
  "void",
] as const;
export const valueTypeSchema = z.enum(VALUE_TYPES);
export type ValueType = z.infer<typeof valueTypeSchema>;

const identifier = z.string().regex(/^[a-z][A-Za-z0-9]*$/, "camelCase identifier");
const className = z.string().regex(/^[A-Z][A-Za-z0-9]*$/, "PascalCase class name");
const paramSchema = z.object({ name: identifier, type: valueTypeSchema });

/**
 * One function to implement: LeetCode's `var twoSum = function (nums, target)` /
 * `class Solution: def twoSum(self, nums, target)` (or `def two_sum(nums, target)`). `aliases` are
 * other names the judge also accepts (a name the library used before it took LeetCode's).
 */
export const functionSignatureSchema = z.object({
  kind: z.literal("function"),
  name: identifier,
  aliases: z.array(identifier).max(3).optional(),
  params: z.array(paramSchema).min(1),
  returns: valueTypeSchema,
});

/** A class to implement (design problems such as an LRU cache), driven by a list of calls. */
export const classSignatureSchema = z.object({
  kind: z.literal("class"),
  className,
  aliases: z.array(className).max(3).optional(),
  constructorParams: z.array(paramSchema),
  methods: z.array(z.object({ name: identifier, params: z.array(paramSchema), returns: valueTypeSchema })).min(1),
});

/**
 * A pair of functions that must undo each other, judged as LeetCode judges its Codec problems: each test's
 * one input goes through `encode` (to a string) and back through `decode`, and must come back equal
 * (`deser.deserialize(ser.serialize(root))`). Written as a class (`Codec` with both methods) or as two
 * top-level functions; a test's input is `[value]` and its expected value is that same value.
 */
export const codecSignatureSchema = z.object({
  kind: z.literal("codec"),
  className,
  type: valueTypeSchema,
  encode: z.object({ name: identifier, param: identifier }),
  decode: z.object({ name: identifier, param: identifier }),
});

export const signatureSchema = z.discriminatedUnion("kind", [
  functionSignatureSchema,
  classSignatureSchema,
  codecSignatureSchema,
]);
export type Signature = z.infer<typeof signatureSchema>;

/**
 * A test: for a function, `input` is the argument list; for a class, `input` is
 * `{ calls: ["LRUCache", "put", "get"], args: [[2], [1, 1], [1]] }` (the first call is the
 * constructor) and `expected` is the list of results, `null` for the constructor and void methods.
 */
export const testCaseSchema = z.object({
  input: z.union([
    z.array(z.unknown()),
    z.object({ calls: z.array(z.string()).min(1), args: z.array(z.array(z.unknown())) }),
  ]),
  expected: z.unknown(),
});
export type TestCase = z.infer<typeof testCaseSchema>;

/**
 * How a result is compared with `expected`: `exact` deep equality; `unordered` ignores the order of
 * the top-level list; `unordered-deep` also ignores the order inside nested lists; `float` allows an
 * absolute error of 1e-5.
 */
export const COMPARISONS = ["exact", "unordered", "unordered-deep", "float"] as const;

/**
 * Validators for problems with several correct answers that no comparison captures: the result is
 * checked against the test's input (any valid topological order, any order an alien dictionary allows,
 * any longest palindrome). `src/shared/judge/checkers.ts` implements them; content:verify proves that each
 * accepts the reference solution and rejects a wrong answer.
 */
export const CHECKERS = ["topological-order", "alien-order", "longest-palindrome"] as const;

const referenceTime = z.number().positive().optional();

/**
 * How long the reference solution's slowest test took per engine (ms, measured by
 * `content:verify -- --measure`; Java, C++ and Go as a runner runs them): the judge's time limit per
 * language is a multiple of it, with a floor.
 */
export const referenceTimeSchema = z.object({
  javascript: referenceTime,
  python: referenceTime,
  java: referenceTime,
  cpp: referenceTime,
  go: referenceTime,
});

/** An editorial's length at most: the library's run 250–600 words. */
export const EDITORIAL_MAX_CHARS = 20_000;

/** The optimal time and space complexity, revealed with the reference solution. */
export const complexitySchema = z.object({ time: text, space: text });

/**
 * Reference solutions: JavaScript always (it is what the server proves in QuickJS); Python, Java, C++ and
 * Go for the library (content:verify proves each, the native ones through a runner's sandbox).
 */
export const referenceSolutionsSchema = z.object({
  javascript: text,
  python: text.optional(),
  java: text.optional(),
  cpp: text.optional(),
  go: text.optional(),
});

/**
 * What makes a problem judged: how to call the solution, its tests, how results compare, an optional
 * per-test time limit, and the proven reference solutions with their complexity. The library's
 * problems have it from content/; an AI-generated problem has it only once QuickJS has run its
 * JavaScript solution against every test.
 */
export const problemJudgeSchema = z.object({
  signature: signatureSchema,
  comparison: z.enum(COMPARISONS).default("exact"),
  checker: z.enum(CHECKERS).optional(),
  tests: z.array(testCaseSchema).min(8),
  /** Per test; the judge's default (DEFAULT_TIME_LIMIT_MS) when absent. */
  timeLimitMs: z.number().int().min(500).max(10_000).optional(),
  referenceTimeMs: referenceTimeSchema.optional(),
  complexity: complexitySchema,
  solutions: referenceSolutionsSchema,
  /**
   * A generated problem's editorial, when the AI provider wrote one of the right shape (markdown,
   * content/README.md#editorials); a library problem's is read from content/ by its slug, never copied.
   */
  editorial: z.string().trim().min(1).max(EDITORIAL_MAX_CHARS).optional(),
});
export type ProblemJudge = z.infer<typeof problemJudgeSchema>;
