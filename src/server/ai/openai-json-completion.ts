import OpenAI from "openai";
import type { ZodType } from "zod";
import { AppError } from "@/server/lib/app-error";
import type { Logger } from "@/server/lib/logger";
import { parseModelJson } from "./ai-answers";

// One JSON object asked of an OpenAI-compatible Chat Completions endpoint and validated: the one way the openai
// provider (openai-provider.ts) talks to its model.

export type ChatMessage = { role: "user" | "assistant"; content: string };

export type JsonCompletionOptions = {
  baseURL: string;
  apiKey?: string;
  model: string;
  /** The most one request may take, the SDK's retries and the waits between them included. */
  timeoutMs: number;
  logger?: Logger;
};

/** Asks for one JSON object and validates it; never returns a half-filled item. */
export type CompleteJson = <T>(
  messages: ChatMessage[],
  maxTokens: number,
  schema: ZodType<T>,
  failure: string,
) => Promise<{ value: T; content: string }>;

// The specification's temperature 0.7, and retries on 408, 409, 429 and 5xx up to 2 times (the SDK's own policy,
// with back-off and retry-after-ms / Retry-After).
const TEMPERATURE = 0.7;
const MAX_RETRIES = 2;

export function createJsonCompletion({
  baseURL,
  apiKey,
  model,
  timeoutMs,
  logger,
}: JsonCompletionOptions): CompleteJson {
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

  // Returns the model's text too, for a follow-up that shows the model its own answer.
  return async (messages, maxTokens, schema, failure) => {
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
