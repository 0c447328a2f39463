import { z } from "zod";
import {
  COMPANIES,
  COMPLEXITIES,
  DIFFICULTIES,
  INTERVIEW_TYPES,
  PATTERNS,
  ROLE_LEVELS,
  TOPICS,
} from "@/shared/constants/practice-options";
import { PROBLEM_TAGS } from "@/shared/constants/problem-tags";
import { conceptIdSchema } from "@/shared/design/concepts";
import { DESIGN_RULE_IDS } from "@/shared/design/design-rules";
import { componentKindSchema, diagramSchema } from "@/shared/design/diagram";

// The product's content entities (coding problem, interview question, system design scenario) as
// the AI provider must return them, and the richer records of the built-in library in content/.

const text = z.string().trim().min(1);
const textList = z.array(text);

// ---------- Coding problems ----------

export const exampleSchema = z.object({ input: text, output: text, explanation: z.string().trim().default("") });

/** Section 3's coding problem, as a generator returns it (the id is added when it is saved). */
export const generatedProblemSchema = z.object({
  title: text,
  difficulty: z.enum(DIFFICULTIES),
  topic: z.enum(TOPICS),
  company: z.array(z.string().trim().min(1)),
  description: text,
  examples: z.array(exampleSchema).min(1),
  constraints: textList,
  hints: textList,
});
export type GeneratedProblem = z.infer<typeof generatedProblemSchema>;

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

/**
 * How long the reference solution's slowest test took per language (ms, measured by
 * `content:verify -- --measure`): the judge's time limit per language is a multiple of it, with a floor.
 */
export const referenceTimeSchema = z.object({
  javascript: z.number().positive().optional(),
  python: z.number().positive().optional(),
});

/** The optimal time and space complexity, revealed with the reference solution. */
export const complexitySchema = z.object({ time: text, space: text });

/** Reference solutions: JavaScript always (it is what the server proves in QuickJS), Python for the library. */
export const referenceSolutionsSchema = z.object({ javascript: text, python: text.optional() });

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
});
export type ProblemJudge = z.infer<typeof problemJudgeSchema>;

/** A generated problem that can be solved in the editor: section 3's fields plus its judge. */
export type JudgedProblem = GeneratedProblem & ProblemJudge;

/** A library problem's topic tags: one to eight of PROBLEM_TAGS, none twice. */
export const problemTagsSchema = z
  .array(z.enum(PROBLEM_TAGS))
  .min(1, "at least one tag")
  .max(8)
  .refine((tags) => new Set(tags).size === tags.length, "a tag appears twice");

/** A coding problem of the built-in library: content/problems/<slug>/problem.json. */
export const libraryProblemSchema = generatedProblemSchema.extend({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "kebab-case slug"),
  /** The list category it belongs to (readiness per pattern is measured over these). */
  pattern: z.enum(PATTERNS),
  /** Techniques the problem practises, e.g. "two pointers", "monotonic stack". */
  patterns: z.array(text).min(1),
  /** Its topic tags (PROBLEM_TAGS), shown in the library and on the problem. */
  tags: problemTagsSchema,
  hints: z.array(text).length(3, "three graded hints: nudge, approach, key insight"),
  examples: z.array(exampleSchema.extend({ explanation: text })).min(2),
  signature: signatureSchema,
  comparison: z.enum(COMPARISONS).default("exact"),
  checker: z.enum(CHECKERS).optional(),
  tests: z.array(testCaseSchema).min(10),
  complexity: complexitySchema,
  timeLimitMs: z.number().int().min(500).max(10_000).optional(),
  referenceTimeMs: referenceTimeSchema.optional(),
});
export type LibraryProblem = z.infer<typeof libraryProblemSchema>;

// ---------- Problem lists ----------

const librarySlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "kebab-case slug");

/**
 * A curated list of library problems: content/lists/<slug>.json, in the order to practise them.
 * `isComplete` marks the full set, which content:verify holds to every problem of the library.
 */
export const problemListSchema = z.object({
  slug: librarySlug,
  title: text.max(40),
  description: text.max(300),
  isComplete: z.boolean().default(false),
  problems: z
    .array(librarySlug)
    .min(1)
    .refine((slugs) => new Set(slugs).size === slugs.length, "a problem appears twice"),
});
export type ProblemList = z.infer<typeof problemListSchema>;

// ---------- Interview questions ----------

/** Section 3's interview question, as a generator returns it (ids are added when it is saved). */
export const generatedInterviewQuestionSchema = z.object({
  type: z.enum(INTERVIEW_TYPES),
  question: text,
  followUpQuestions: textList.min(1),
  expectedAnswer: text,
  evaluationCriteria: textList.min(1),
});
export type GeneratedInterviewQuestion = z.infer<typeof generatedInterviewQuestionSchema>;

/**
 * One thing a strong answer covers and the phrasings that count as saying it, matched by
 * `matchKeyPoints` (src/shared/answer-check/key-points.ts): the automatic check of an answer when
 * no AI is configured quotes the words that cover each point.
 */
export const keyPointSchema = z.object({
  point: text.max(80),
  phrasings: z.array(text).min(3).max(10),
});

/** A question of the built-in library: an entry of content/interview-questions/<type>.json. */
export const libraryInterviewQuestionSchema = generatedInterviewQuestionSchema.extend({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** Companies known to ask it; empty means any. */
  companies: z.array(z.enum(COMPANIES)).default([]),
  /** Role levels it suits; empty means every level. */
  roleLevels: z.array(z.enum(ROLE_LEVELS)).default([]),
  followUpQuestions: textList.min(2),
  evaluationCriteria: textList.min(3),
  /** What the expected answer covers, for the automatic check (content:verify holds the answer to them). */
  keyPoints: z.array(keyPointSchema).min(3).max(6),
});
export type LibraryInterviewQuestion = z.infer<typeof libraryInterviewQuestionSchema>;

// ---------- System design scenarios ----------

/** Section 3's system design scenario, as a generator returns it. */
export const generatedScenarioSchema = z.object({
  title: text,
  description: text,
  requirements: textList.min(1),
  constraints: textList.min(1),
  evaluationCriteria: textList.min(1),
});
export type GeneratedScenario = z.infer<typeof generatedScenarioSchema>;

/**
 * A machine-checkable expectation of a scenario's design. `kind` belongs to `uses-kind` only;
 * `content:verify` checks that, and that no (rule, kind) repeats.
 */
export const designExpectationSchema = z.object({
  rule: z.enum(DESIGN_RULE_IDS),
  kind: componentKindSchema.optional(),
  /** Why this scenario needs it, from its requirements and constraints. */
  because: text.max(200),
});

/** A scenario of the built-in library: an entry of content/scenarios/<complexity>.json. */
export const libraryScenarioSchema = generatedScenarioSchema.extend({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  complexity: z.enum(COMPLEXITIES),
  companies: z.array(z.enum(COMPANIES)).default([]),
  /**
   * The Concept Library's concepts a good answer uses (src/shared/design/concepts.ts), 1–6 of them; the
   * lab lists the scenario under each, and `content:verify` checks that every concept is needed somewhere.
   */
  concepts: z.array(conceptIdSchema).min(1).max(6),
  /** Functional requirements are `requirements`; these are the non-functional ones. */
  nonFunctionalRequirements: textList.min(2),
  requirements: textList.min(3),
  constraints: textList.min(3),
  evaluationCriteria: textList.min(3),
  /** What the automatic review checks the user's diagram for (src/shared/design/design-rules.ts). */
  expectations: z.array(designExpectationSchema).min(3).max(6),
  /** The model design an interviewer would sketch; `content:verify` checks it meets every expectation. */
  referenceDesign: diagramSchema,
});
export type LibraryScenario = z.infer<typeof libraryScenarioSchema>;
