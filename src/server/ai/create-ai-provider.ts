import { type Library, loadLibrary } from "@/server/content/load-library";
import { type Env, EnvError } from "@/server/env";
import type { Logger } from "@/server/lib/logger";
import type { AiProvider } from "./ai-provider";
import { createLibraryProvider } from "./library-provider";
import { createOpenAiProvider } from "./openai-provider";

type AiSettings = Pick<Env, "AI_PROVIDER" | "OPENAI_BASE_URL" | "OPENAI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS">;

/**
 * The provider AI_PROVIDER names, built once at start-up: the library is read and validated here, so
 * a broken content/ folder stops the server instead of failing the first request. `readLibrary` is the
 * app's own reader, so that the provider and the app hold one copy of the library, not one each.
 */
export async function createAiProvider(
  env: AiSettings,
  logger: Logger,
  readLibrary: () => Promise<Library> = loadLibrary,
): Promise<AiProvider> {
  if (env.AI_PROVIDER === "library") return createLibraryProvider({ library: await readLibrary() });
  if (!env.OPENAI_API_KEY && new URL(env.OPENAI_BASE_URL).hostname === "api.openai.com") {
    throw new EnvError("Invalid environment variable OPENAI_API_KEY: must be set to use OpenAI (AI_PROVIDER=openai)");
  }
  return createOpenAiProvider({
    baseURL: env.OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    logger,
  });
}

/**
 * The built-in library, read on first use: the default of apps built without an `ai` dependency
 * (tests of other features), so they do not pay for reading content/ they never use.
 */
export function createDeferredLibraryProvider(): AiProvider {
  let provider: Promise<AiProvider> | undefined;
  const get = () => {
    provider ??= loadLibrary().then((library) => createLibraryProvider({ library }));
    return provider;
  };
  return {
    kind: "library",
    maxDurationMs: 0,
    generateProblem: async (request, context) => (await get()).generateProblem(request, context),
    generateInterview: async (request, context) => (await get()).generateInterview(request, context),
    generateScenario: async (request, context) => (await get()).generateScenario(request, context),
    evaluateAnswer: async (request) => (await get()).evaluateAnswer(request),
    reviewCode: async (request) => (await get()).reviewCode(request),
    tutor: async (request) => (await get()).tutor(request),
    interviewCoding: async (request) => (await get()).interviewCoding(request),
    reviewDesign: async (request) => (await get()).reviewDesign(request),
    planInsights: async (request) => (await get()).planInsights(request),
  };
}
