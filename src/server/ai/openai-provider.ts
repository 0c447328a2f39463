import OpenAI from "openai";
import type { ZodType } from "zod";
import { AppError } from "@/server/lib/app-error";
import type { Logger } from "@/server/lib/logger";
import { DEFAULT_DIFFICULTY, TOPICS } from "@/shared/constants/practice-options";
import { interviewAnswerSchema, parseModelJson, problemAnswerSchema, scenarioAnswerSchema } from "./ai-answers";
import type { AiProvider } from "./ai-provider";
import { buildInterviewPrompt, buildProblemPrompt, buildScenarioPrompt } from "./prompts";

export type OpenAiProviderOptions = {
  /** Any OpenAI-compatible Chat Completions endpoint: OpenAI, Ollama, vLLM, LM Studio, OpenRouter… */
  baseURL: string;
  /** Local servers usually ignore the key; the SDK needs a non-empty one. */
  apiKey?: string;
  model: string;
  /** The most one generation may take, every attempt and every wait between attempts included. */
  timeoutMs: number;
  logger?: Logger;
  /** Picks a topic when the filter is "all" (spec: defaults apply); injectable for tests. */
  random?: () => number;
};

// Spec section 7: temperature 0.7; max_tokens 1500 / 2000 / 1000; retried on 408, 409, 429 and 5xx up
// to 2 times (the SDK's own policy, with back-off and retry-after-ms / Retry-After).
const TEMPERATURE = 0.7;
const MAX_TOKENS = { problem: 1500, interview: 2000, scenario: 1000 } as const;
const MAX_RETRIES = 2;

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const { baseURL, apiKey, model, timeoutMs, logger, random = Math.random } = options;
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

  async function requestCompletion(prompt: string, maxTokens: number, signal: AbortSignal) {
    try {
      return await client.chat.completions.create(
        {
          model,
          messages: [{ role: "user", content: prompt }],
          temperature: TEMPERATURE,
          max_tokens: maxTokens,
          ...(isJsonModeSupported ? { response_format: { type: "json_object" as const } } : {}),
        },
        { signal },
      );
    } catch (error) {
      if (!isJsonModeSupported || !isJsonModeRefusal(error)) throw error;
      isJsonModeSupported = false;
      return requestCompletion(prompt, maxTokens, signal);
    }
  }

  /** Asks for one JSON object and validates it; never returns a half-filled item. */
  async function completeJson<T>(prompt: string, maxTokens: number, schema: ZodType<T>, failure: string): Promise<T> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
    let content: string | null | undefined;
    try {
      // The SDK checks the signal before each attempt but sleeps through a long Retry-After: the race
      // keeps the deadline even then.
      const completion = await Promise.race([
        requestCompletion(prompt, maxTokens, deadline.signal),
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
    return parsed.data;
  }

  return {
    kind: "openai",
    maxDurationMs: timeoutMs,

    async generateProblem({ difficulty = DEFAULT_DIFFICULTY, topic, company }) {
      const chosenTopic = topic ?? TOPICS[Math.floor(random() * TOPICS.length)] ?? TOPICS[0];
      const problem = await completeJson(
        buildProblemPrompt({ difficulty, topic: chosenTopic, company }),
        MAX_TOKENS.problem,
        problemAnswerSchema,
        "Failed to generate coding problem",
      );
      // Tags are lower-case like the options, and the requested company stays on the problem, so the
      // list's company filter finds it.
      const companies = new Set([...(company ? [company] : []), ...problem.company.map((name) => name.toLowerCase())]);
      return { item: { ...problem, difficulty, topic: chosenTopic, company: [...companies] }, source };
    },

    async generateInterview(request) {
      const { questions } = await completeJson(
        buildInterviewPrompt(request),
        MAX_TOKENS.interview,
        interviewAnswerSchema,
        "Failed to generate mock interview questions",
      );
      return questions.map((question) => ({ item: { ...question, type: request.type }, source }));
    },

    async generateScenario(request) {
      const scenario = await completeJson(
        buildScenarioPrompt(request),
        MAX_TOKENS.scenario,
        scenarioAnswerSchema,
        "Failed to generate system design scenario",
      );
      return { item: scenario, source };
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
