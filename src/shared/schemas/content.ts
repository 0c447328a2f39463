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
import {
  CHECKERS,
  COMPARISONS,
  complexitySchema,
  type ProblemJudge,
  referenceTimeSchema,
  signatureSchema,
  testCaseSchema,
} from "./problem-judge";

// The product's content entities (coding problem, interview question, system design scenario) as
// the AI provider must return them, and the richer records of the built-in library in content/. How a
// problem is judged (signature, tests, comparison, reference solutions) is in problem-judge.ts.

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

/** A generated problem that can be solved in the editor: section 3's fields plus its judge. */
export type JudgedProblem = GeneratedProblem & ProblemJudge;

/** A library problem's topic tags: one to eight of PROBLEM_TAGS, none twice. */
export const problemTagsSchema = z
  .array(z.enum(PROBLEM_TAGS))
  .min(1, "at least one tag")
  .max(8)
  .refine((tags) => new Set(tags).size === tags.length, "a tag appears twice");

/**
 * A follow-up an interviewer asks once the code passes ("what if the input does not fit in memory?"),
 * with the points a good answer names (the coding interview's scripted interviewer and its evaluation).
 */
export const followUpSchema = z.object({
  question: text,
  keyPoints: z.array(text).min(2, "at least two key points").max(5),
});
export type FollowUp = z.infer<typeof followUpSchema>;

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
  /** Two or three follow-ups for the coding interview, asked after the code passes. */
  followUps: z
    .array(followUpSchema, {
      error: (issue) =>
        issue.input === undefined ? "missing: two or three follow-ups for the coding interview" : undefined,
    })
    .min(2, "two or three follow-ups")
    .max(3, "two or three follow-ups"),
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
