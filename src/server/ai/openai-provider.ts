import type { ZodType } from "zod";
import { AppError } from "@/server/lib/app-error";
import type { Logger } from "@/server/lib/logger";
import { DEFAULT_DIFFICULTY, TOPICS } from "@/shared/constants/practice-options";
import { checkEditorial } from "@/shared/editorial/editorial";
import { aiInsightsSchema } from "@/shared/schemas/insights";
import {
  codeReviewAnswerSchema,
  designReviewAnswerSchema,
  evaluationAnswerSchema,
  interviewAnswerSchema,
  problemAnswerSchema,
  scenarioAnswerSchema,
} from "./ai-answers";
import {
  DESIGN_REVIEW_FAILED_MESSAGE,
  EVALUATION_FAILED_MESSAGE,
  evaluateUnanswered,
  toAiDesignReview,
  toAnswerEvaluation,
  toCodeReview,
} from "./ai-evaluation";
import type { AiProvider } from "./ai-provider";
import { buildInterviewerPrompt, interviewerAnswerSchema } from "./coding-interviewer";
import { type ChatMessage, type CompleteJson, createJsonCompletion } from "./openai-json-completion";
import {
  buildCodeReviewPrompt,
  buildDesignReviewPrompt,
  buildEvaluationPrompt,
  buildInsightsPrompt,
  buildInterviewPrompt,
  buildProblemPrompt,
  buildProblemRetryPrompt,
  buildScenarioPrompt,
} from "./prompts";
import { buildTutorPrompt, removeWrittenCode, tutorAnswerSchema } from "./tutor";
import { VERIFY_DEADLINE_MS, type VerifyOptions, verifyGeneratedProblem } from "./verify-generated-problem";

export type OpenAiProviderOptions = {
  /** Any OpenAI-compatible Chat Completions endpoint: OpenAI, Ollama, vLLM, LM Studio, OpenRouter… */
  baseURL: string;
  /** Local servers usually ignore the key; the SDK needs a non-empty one. */
  apiKey?: string;
  model: string;
  /**
   * The most one request may take, the SDK's retries and the waits between them included. A problem
   * may need a second request after a failed proof: `maxDurationMs` covers both.
   */
  timeoutMs: number;
  logger?: Logger;
  /** Picks a topic when the filter is "all" (the product's defaults apply); injectable for tests. */
  random?: () => number;
  /** How a generated problem's reference solution is proven; tests lower the limits. */
  verification?: VerifyOptions;
};

/** What a user sees when the model's study plan failed or did not validate (with a retry). */
export const INSIGHTS_FAILED_MESSAGE = "The AI could not write your insights. Please try again.";

/** What a user sees when a generated problem fails its proof on both attempts. */
export const UNVERIFIED_PROBLEM_MESSAGE =
  "The AI's problem did not pass its own tests twice, so nothing was saved. Please try again.";

// The specification's max_tokens 1500 / 2000 / 1000 for a problem, an interview and a scenario. A problem
// carries its tests and reference solution too, hence twice the specification's 1500 tokens.
const MAX_TOKENS = {
  problem: 3000,
  interview: 2000,
  scenario: 1000,
  evaluation: 1500,
  review: 1500,
  designReview: 2000,
  insights: 800,
  tutor: 400,
  interviewer: 300,
} as const;

/** What a user sees when the interviewer's answer failed, did not validate, or was nothing but code. */
export const INTERVIEWER_FAILED_MESSAGE = "The interviewer could not answer. Please send your message again.";
/** What a user sees when the tutor's answer failed, did not validate, or was nothing but code. */
export const TUTOR_FAILED_MESSAGE = "The tutor could not answer. Please try again.";
/** A problem that fails its proof is asked for once more, with what failed, then refused. */
const PROBLEM_ATTEMPTS = 2;

const PROBLEM_FAILED_MESSAGE = "Failed to generate coding problem";
const INTERVIEW_FAILED_MESSAGE = "Failed to generate mock interview questions";
const SCENARIO_FAILED_MESSAGE = "Failed to generate system design scenario";
const CODE_REVIEW_FAILED_MESSAGE = "The AI could not review this code. Please try again.";

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const { model, timeoutMs, logger, random = Math.random, verification } = options;
  const completeJson = createJsonCompletion(options);
  const source = { kind: "ai", model } as const;
  /** One prompt, its token budget, the answer's schema and what a user sees when it fails. */
  const ask = async <T>(prompt: string, maxTokens: number, schema: ZodType<T>, failure: string) =>
    (await completeJson([{ role: "user", content: prompt }], maxTokens, schema, failure)).value;

  return {
    kind: "openai",
    // A problem may take two requests, each followed by its proof.
    maxDurationMs: PROBLEM_ATTEMPTS * (timeoutMs + (verification?.deadlineMs ?? VERIFY_DEADLINE_MS)),

    async generateProblem({ difficulty = DEFAULT_DIFFICULTY, topic, company }) {
      const chosenTopic = topic ?? TOPICS[Math.floor(random() * TOPICS.length)] ?? TOPICS[0];
      const prompt = buildProblemPrompt({ difficulty, topic: chosenTopic, company });
      const problem = await generateProvenProblem(completeJson, prompt, { model, logger, verification });
      // Tags are lower-case like the options, and the requested company stays on the problem, so the
      // list's company filter finds it.
      const companies = new Set([...(company ? [company] : []), ...problem.company.map((name) => name.toLowerCase())]);
      // Only the JavaScript solution was proven; an unproven Python one is never shown as a reference.
      const solutions = { javascript: problem.solutions.javascript };
      return { item: { ...problem, difficulty, topic: chosenTopic, company: [...companies], solutions }, source };
    },

    async generateInterview(request) {
      const prompt = buildInterviewPrompt(request);
      const value = await ask(prompt, MAX_TOKENS.interview, interviewAnswerSchema, INTERVIEW_FAILED_MESSAGE);
      return value.questions.map((question) => ({ item: { ...question, type: request.type }, source }));
    },

    async generateScenario(request) {
      const prompt = buildScenarioPrompt(request);
      return { item: await ask(prompt, MAX_TOKENS.scenario, scenarioAnswerSchema, SCENARIO_FAILED_MESSAGE), source };
    },

    async evaluateAnswer(request) {
      const unanswered = evaluateUnanswered(request);
      if (unanswered) return unanswered;
      const prompt = buildEvaluationPrompt(request);
      const value = await ask(prompt, MAX_TOKENS.evaluation, evaluationAnswerSchema, EVALUATION_FAILED_MESSAGE);
      return toAnswerEvaluation(value, request);
    },

    async reviewCode(request) {
      const prompt = buildCodeReviewPrompt(request);
      const value = await ask(prompt, MAX_TOKENS.review, codeReviewAnswerSchema, CODE_REVIEW_FAILED_MESSAGE);
      return toCodeReview(value, request.code);
    },

    async tutor(request) {
      const { reply } = await ask(buildTutorPrompt(request), MAX_TOKENS.tutor, tutorAnswerSchema, TUTOR_FAILED_MESSAGE);
      const text = removeWrittenCode(reply);
      if (!text) throw new AppError("AI_FAILED", { message: TUTOR_FAILED_MESSAGE });
      return text;
    },

    async interviewCoding(request) {
      const prompt = buildInterviewerPrompt(request);
      const { reply } = await ask(prompt, MAX_TOKENS.interviewer, interviewerAnswerSchema, INTERVIEWER_FAILED_MESSAGE);
      // The prompt forbids code; a block written anyway never reaches the candidate.
      const text = removeWrittenCode(reply);
      if (!text) throw new AppError("AI_FAILED", { message: INTERVIEWER_FAILED_MESSAGE });
      return text;
    },

    async reviewDesign(request) {
      const prompt = buildDesignReviewPrompt(request);
      const value = await ask(prompt, MAX_TOKENS.designReview, designReviewAnswerSchema, DESIGN_REVIEW_FAILED_MESSAGE);
      return toAiDesignReview(value, request);
    },

    async planInsights(request) {
      return ask(buildInsightsPrompt(request), MAX_TOKENS.insights, aiInsightsSchema, INSIGHTS_FAILED_MESSAGE);
    },
  };
}

/**
 * Generates a problem and proves it (verify-generated-problem.ts); one that fails is asked for again
 * once, with what failed, and then refused: only a proven problem is ever returned.
 */
async function generateProvenProblem(
  completeJson: CompleteJson,
  prompt: string,
  { model, logger, verification }: Pick<OpenAiProviderOptions, "model" | "logger" | "verification">,
) {
  const messages: ChatMessage[] = [{ role: "user", content: prompt }];
  for (let attempt = 1; ; attempt++) {
    const { value: problem, content } = await completeJson(
      messages,
      MAX_TOKENS.problem,
      problemAnswerSchema,
      PROBLEM_FAILED_MESSAGE,
    );
    const issues = await verifyGeneratedProblem(problem, verification);
    if (issues.length === 0) return withSoundEditorial(problem, logger);
    logger?.warn({ model, attempt, issues }, "the AI provider's problem failed its proof");
    if (attempt >= PROBLEM_ATTEMPTS) {
      throw new AppError("AI_PROBLEM_UNVERIFIED", { message: UNVERIFIED_PROBLEM_MESSAGE });
    }
    messages.push({ role: "assistant", content }, { role: "user", content: buildProblemRetryPrompt(issues) });
  }
}

/**
 * The problem with its editorial only when the editorial has the library's shape and states the problem's
 * complexity: a malformed one is dropped (the problem stays good; the page then offers the tutor alone).
 */
function withSoundEditorial<T extends { editorial?: string; complexity: { time: string; space: string } }>(
  problem: T,
  logger: OpenAiProviderOptions["logger"],
): T {
  if (problem.editorial === undefined) return problem;
  const issues = checkEditorial(problem.editorial, problem.complexity);
  if (issues.length === 0) return problem;
  logger?.warn({ issues }, "the AI provider's editorial was dropped");
  const { editorial: _, ...rest } = problem;
  return rest as T;
}
