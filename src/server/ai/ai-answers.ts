import { z } from "zod";
import { INTERVIEW_QUESTION_COUNT } from "@/shared/constants/practice-options";
import { REVIEW_DIMENSIONS } from "@/shared/design/design-review";
import {
  exampleSchema,
  generatedInterviewQuestionSchema,
  generatedProblemSchema,
  generatedScenarioSchema,
} from "@/shared/schemas/content";
import { problemJudgeSchema } from "@/shared/schemas/problem-judge";

// What a model's answer must contain. The request, not the model, decides a problem's difficulty and
// topic and an interview's type, so those are not read from the answer. Two harmless slips of real
// models are tolerated: a single company as a string, and an example's input or output as JSON
// instead of text. Anything else that does not match section 3 is refused as a whole.

const asText = (value: unknown) => (typeof value === "string" || value === undefined ? value : JSON.stringify(value));
const asList = (value: unknown) => (typeof value === "string" ? [value] : value);

/** More tests than the prompt asks for (8 to 15) would only make the proof slower. */
export const MAX_ANSWER_TESTS = 40;

/**
 * A problem in the library's content format: section 3's fields plus its judge (signature,
 * comparison, tests, complexity, a JavaScript reference solution; Python optional). A time limit out of
 * range is dropped (the judge's default applies) rather than refusing an otherwise good problem.
 */
export const problemAnswerSchema = generatedProblemSchema
  .omit({ difficulty: true, topic: true })
  .extend(problemJudgeSchema.shape)
  .extend({
    company: z.preprocess(asList, generatedProblemSchema.shape.company),
    examples: z
      .array(
        exampleSchema.extend({
          input: z.preprocess(asText, exampleSchema.shape.input),
          output: z.preprocess(asText, exampleSchema.shape.output),
        }),
      )
      .min(1),
    tests: problemJudgeSchema.shape.tests.max(MAX_ANSWER_TESTS),
    timeLimitMs: problemJudgeSchema.shape.timeLimitMs.catch(undefined),
  });

/** Five questions (a longer list is cut to five); some models answer with the bare list. */
export const interviewAnswerSchema = z.preprocess(
  (value) => (Array.isArray(value) ? { questions: value } : value),
  z.object({
    questions: z
      .array(generatedInterviewQuestionSchema.omit({ type: true }))
      .min(INTERVIEW_QUESTION_COUNT)
      .transform((questions) => questions.slice(0, INTERVIEW_QUESTION_COUNT)),
  }),
);

/** Non-functional requirements came later than section 3: a model that leaves them out still answers well. */
export const scenarioAnswerSchema = generatedScenarioSchema.extend({
  nonFunctionalRequirements: z.array(z.string().trim().min(1)).default([]),
});

/**
 * An evaluation of one answer: a score per rubric criterion with a reason and quotes from the answer.
 * Missing lists are empty; the criteria are matched to the rubric, and the quotes checked, afterwards.
 */
export const evaluationAnswerSchema = z.object({
  criteria: z
    .array(
      z.object({
        criterion: z.string().trim().min(1),
        score: z.coerce.number().int().min(1).max(5),
        reason: z.string().trim().min(1),
        evidence: z.preprocess(asList, z.array(z.string())).default([]),
      }),
    )
    .min(1),
  strengths: z.preprocess(asList, z.array(z.string().trim().min(1))).default([]),
  improvement: z.string().trim().min(1).nullable().catch(null),
  missed: z.preprocess(asList, z.array(z.string().trim().min(1))).default([]),
});

/** A code review: remarks with lines (checked against the code afterwards) and a complexity estimate. */
export const codeReviewAnswerSchema = z.object({
  summary: z.string().trim().min(1),
  complexity: z
    .object({ time: z.string().trim().min(1), space: z.string().trim().min(1) })
    .nullable()
    .catch(null),
  remarks: z
    .array(
      z.object({
        line: z.coerce.number().int(),
        endLine: z.coerce.number().int().optional(),
        category: z.enum(["correctness", "complexity", "readability", "edge-case"]).catch("readability"),
        message: z.string().trim().min(1),
      }),
    )
    .default([]),
});

/**
 * A review of a system design: each of the seven dimensions scored with a reason and citations (checked
 * against the design afterwards), the risks and the next change. A dimension missing or scored twice
 * refuses the whole review: a partial one would score the design on less than it claims.
 */
export const designReviewAnswerSchema = z.object({
  dimensions: z
    .array(
      z.object({
        dimension: z.enum(REVIEW_DIMENSIONS),
        score: z.coerce.number().int().min(1).max(5),
        reason: z.string().trim().min(1),
        citations: z.preprocess(asList, z.array(z.string())).default([]),
      }),
    )
    .refine(
      (dimensions) =>
        dimensions.length === REVIEW_DIMENSIONS.length &&
        REVIEW_DIMENSIONS.every((name) => dimensions.some(({ dimension }) => dimension === name)),
      `Score each dimension once: ${REVIEW_DIMENSIONS.join(", ")}`,
    ),
  risks: z.preprocess(asList, z.array(z.string().trim().min(1))).default([]),
  nextChange: z.string().trim().min(1),
});

/** Parses a model's JSON, unwrapping the Markdown code fence some models add despite being asked not to. */
export function parseModelJson(content: string): unknown {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  try {
    return JSON.parse(unfenced);
  } catch {
    return undefined;
  }
}
