import OpenAI from "openai";
import type { ZodType } from "zod";
import { AppError } from "@/server/lib/app-error";
import type { Logger } from "@/server/lib/logger";
import { DEFAULT_DIFFICULTY, TOPICS } from "@/shared/constants/practice-options";
import { aiInsightsSchema } from "@/shared/schemas/insights";
import {
  codeReviewAnswerSchema,
  designReviewAnswerSchema,
  evaluationAnswerSchema,
  interviewAnswerSchema,
  parseModelJson,
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
  /** Picks a topic when the filter is "all" (spec: defaults apply); injectable for tests. */
  random?: () => number;
  /** How a generated problem's reference solution is proven; tests lower the limits. */
  verification?: VerifyOptions;
};

/** What a user sees when a generated problem fails its proof on both attempts. */
/** What a user sees when the model's study plan failed or did not validate (with a retry). */
export const INSIGHTS_FAILED_MESSAGE = "The AI could not write your insights. Please try again.";

export const UNVERIFIED_PROBLEM_MESSAGE =
  "The AI's problem did not pass its own tests twice, so nothing was saved. Please try again.";

// Spec section 7: temperature 0.7; max_tokens 1500 / 2000 / 1000; retried on 408, 409, 429 and 5xx up
// to 2 times (the SDK's own policy, with back-off and retry-after-ms / Retry-After). A problem now
// carries its tests and reference solution too (issue 11), hence twice the spec's 1500 tokens.
const TEMPERATURE = 0.7;
const MAX_TOKENS = {
  problem: 3000,
  interview: 2000,
  scenario: 1000,
  evaluation: 1500,
  review: 1500,
  designReview: 2000,
  insights: 800,
} as const;
const MAX_RETRIES = 2;
/** A problem that fails its proof is asked for once more (issue 11), then refused. */
const PROBLEM_ATTEMPTS = 2;

type ChatMessage = { role: "user" | "assistant"; content: string };

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const { baseURL, apiKey, model, timeoutMs, logger, random = Math.random, verification } = options;
  const client = new OpenAI({
    baseURL,
    apiKey: apiKey || "not-needed",
    timeout: timeoutMs,
    maxRetries: MAX_RETRIES,
    // Everything else the SDK would read from process.env is set here: env.ts alone reads the environment.
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    // Failures are logged below with the app's logger; the SDK would write to the console.
    logLevel: "off",
  });
  const source = { kind: "ai", model } as const;
  // JSON mode makes most models answer with bare JSON, but some (gpt-4 itself, older local servers)
  // refuse the parameter with a 400; then this provider asks without it from then on.
  let isJsonModeSupported = true;

  async function requestCompletion(messages: ChatMessage[], maxTokens: number, signal: AbortSignal) {
    try {
      return await client.chat.completions.create(
        {
          model,
          messages,
          temperature: TEMPERATURE,
          max_tokens: maxTokens,
          ...(isJsonModeSupported ? { response_format: { type: "json_object" as const } } : {}),
        },
        { signal },
      );
    } catch (error) {
      if (!isJsonModeSupported || !isJsonModeRefusal(error)) throw error;
      isJsonModeSupported = false;
      return requestCompletion(messages, maxTokens, signal);
    }
  }

  /**
   * Asks for one JSON object and validates it; never returns a half-filled item. Returns the model's
   * text too, for a follow-up that shows the model its own answer.
   */
  async function completeJson<T>(
    messages: ChatMessage[],
    maxTokens: number,
    schema: ZodType<T>,
    failure: string,
  ): Promise<{ value: T; content: string }> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
    let content: string | null | undefined;
    try {
      // The SDK checks the signal before each attempt but sleeps through a long Retry-After: the race
      // keeps the deadline even then.
      const completion = await Promise.race([
        requestCompletion(messages, maxTokens, deadline.signal),
        rejectOnAbort(deadline.signal),
      ]);
      content = completion.choices[0]?.message?.content;
    } catch (error) {
      logger?.warn({ err: error, model, baseURL }, "the AI provider failed");
      throw new AppError("AI_FAILED", { message: failure, cause: error });
    } finally {
      clearTimeout(timer);
    }
    if (!content?.trim()) throw new AppError("AI_FAILED", { message: "No response from OpenAI" });
    const parsed = schema.safeParse(parseModelJson(content));
    if (!parsed.success) {
      logger?.warn({ model, issues: parsed.error.issues.slice(0, 5) }, "the AI provider's answer did not validate");
      throw new AppError("AI_FAILED", { message: failure, cause: parsed.error });
    }
    return { value: parsed.data, content };
  }

  /**
   * Generates a problem and proves it (verify-generated-problem.ts); one that fails is asked for again
   * once, with what failed, and then refused: only a proven problem is ever returned.
   */
  async function generateProvenProblem(prompt: string) {
    const messages: ChatMessage[] = [{ role: "user", content: prompt }];
    for (let attempt = 1; ; attempt++) {
      const { value: problem, content } = await completeJson(
        messages,
        MAX_TOKENS.problem,
        problemAnswerSchema,
        "Failed to generate coding problem",
      );
      const issues = await verifyGeneratedProblem(problem, verification);
      if (issues.length === 0) return problem;
      logger?.warn({ model, attempt, issues }, "the AI provider's problem failed its proof");
      if (attempt >= PROBLEM_ATTEMPTS) {
        throw new AppError("AI_PROBLEM_UNVERIFIED", { message: UNVERIFIED_PROBLEM_MESSAGE });
      }
      messages.push({ role: "assistant", content }, { role: "user", content: buildProblemRetryPrompt(issues) });
    }
  }

  return {
    kind: "openai",
    // A problem may take two requests, each followed by its proof.
    maxDurationMs: PROBLEM_ATTEMPTS * (timeoutMs + (verification?.deadlineMs ?? VERIFY_DEADLINE_MS)),

    async generateProblem({ difficulty = DEFAULT_DIFFICULTY, topic, company }) {
      const chosenTopic = topic ?? TOPICS[Math.floor(random() * TOPICS.length)] ?? TOPICS[0];
      const problem = await generateProvenProblem(buildProblemPrompt({ difficulty, topic: chosenTopic, company }));
      // Tags are lower-case like the options, and the requested company stays on the problem, so the
      // list's company filter finds it.
      const companies = new Set([...(company ? [company] : []), ...problem.company.map((name) => name.toLowerCase())]);
      // Only the JavaScript solution was proven; an unproven Python one is never shown as a reference.
      const solutions = { javascript: problem.solutions.javascript };
      return { item: { ...problem, difficulty, topic: chosenTopic, company: [...companies], solutions }, source };
    },

    async generateInterview(request) {
      const { value } = await completeJson(
        [{ role: "user", content: buildInterviewPrompt(request) }],
        MAX_TOKENS.interview,
        interviewAnswerSchema,
        "Failed to generate mock interview questions",
      );
      return value.questions.map((question) => ({ item: { ...question, type: request.type }, source }));
    },

    async generateScenario(request) {
      const { value: scenario } = await completeJson(
        [{ role: "user", content: buildScenarioPrompt(request) }],
        MAX_TOKENS.scenario,
        scenarioAnswerSchema,
        "Failed to generate system design scenario",
      );
      return { item: scenario, source };
    },

    async evaluateAnswer(request) {
      const unanswered = evaluateUnanswered(request);
      if (unanswered) return unanswered;
      const { value } = await completeJson(
        [{ role: "user", content: buildEvaluationPrompt(request) }],
        MAX_TOKENS.evaluation,
        evaluationAnswerSchema,
        EVALUATION_FAILED_MESSAGE,
      );
      return toAnswerEvaluation(value, request);
    },

    async reviewCode(request) {
      const { value } = await completeJson(
        [{ role: "user", content: buildCodeReviewPrompt(request) }],
        MAX_TOKENS.review,
        codeReviewAnswerSchema,
        "The AI could not review this code. Please try again.",
      );
      return toCodeReview(value, request.code);
    },

    async reviewDesign(request) {
      const { value } = await completeJson(
        [{ role: "user", content: buildDesignReviewPrompt(request) }],
        MAX_TOKENS.designReview,
        designReviewAnswerSchema,
        DESIGN_REVIEW_FAILED_MESSAGE,
      );
      return toAiDesignReview(value, request);
    },

    async planInsights(request) {
      const { value } = await completeJson(
        [{ role: "user", content: buildInsightsPrompt(request) }],
        MAX_TOKENS.insights,
        aiInsightsSchema,
        INSIGHTS_FAILED_MESSAGE,
      );
      return value;
    },
  };
}

function isJsonModeRefusal(error: unknown): boolean {
  return (
    error instanceof OpenAI.BadRequestError &&
    (error.param === "response_format" || /response_format/i.test(error.message))
  );
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}
