import { expect, test } from "vitest";
import { loadLibrary } from "@/server/content/load-library";
import { parseEnv } from "@/server/env";
import { createLogger } from "@/server/lib/logger";
import { createAiProvider, createDeferredLibraryProvider } from "./create-ai-provider";
import { VERIFY_DEADLINE_MS } from "./verify-generated-problem";

const logger = createLogger("silent");

test("the AI settings default to the built-in library, OpenAI's URL, gpt-4 and 60 s", () => {
  expect(parseEnv({})).toMatchObject({
    AI_PROVIDER: "library",
    OPENAI_BASE_URL: "https://api.openai.com/v1",
    AI_MODEL: "gpt-4",
    AI_TIMEOUT_MS: 60_000,
  });
  expect(parseEnv({}).OPENAI_API_KEY).toBeUndefined();
});

test("a bad AI setting stops the start with one line naming the variable", () => {
  const cases = [
    [{ AI_PROVIDER: "claude" }, 'Invalid environment variable AI_PROVIDER: must be "library" or "openai"'],
    [{ OPENAI_BASE_URL: "localhost:11434" }, "Invalid environment variable OPENAI_BASE_URL: must be an http(s) URL"],
    [
      { OPENAI_BASE_URL: "ftp://example.com/v1" },
      "Invalid environment variable OPENAI_BASE_URL: must be an http(s) URL",
    ],
    [{ AI_MODEL: "  " }, "Invalid environment variable AI_MODEL: must name a model"],
    [{ AI_TIMEOUT_MS: "soon" }, "Invalid environment variable AI_TIMEOUT_MS: must be a whole number of milliseconds"],
    [{ AI_TIMEOUT_MS: "10" }, "Invalid environment variable AI_TIMEOUT_MS: must be a whole number of milliseconds"],
  ] as const;
  for (const [source, message] of cases) {
    expect(() => parseEnv(source)).toThrowError(new RegExp(`^${message.replace(/[()]/g, "\\$&")}[^\\n]*$`));
  }
});

test("AI_PROVIDER=openai needs a key for OpenAI itself, not for a local server such as Ollama", async () => {
  await expect(createAiProvider(parseEnv({ AI_PROVIDER: "openai" }), logger)).rejects.toThrowError(
    "Invalid environment variable OPENAI_API_KEY: must be set to use OpenAI (AI_PROVIDER=openai)",
  );
  const ollama = parseEnv({ AI_PROVIDER: "openai", OPENAI_BASE_URL: "http://localhost:11434/v1", AI_MODEL: "llama3" });
  expect((await createAiProvider(ollama, logger)).kind).toBe("openai");
  const openai = parseEnv({ AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-test", AI_TIMEOUT_MS: "30000" });
  // Two attempts at a problem, each with its proof (VERIFY_DEADLINE_MS), bound one generation.
  expect(await createAiProvider(openai, logger)).toMatchObject({
    kind: "openai",
    maxDurationMs: 2 * (30_000 + VERIFY_DEADLINE_MS),
  });
});

test("the default provider is the library read from content/, and an app without one reads it on first use", async () => {
  expect((await createAiProvider(parseEnv({}), logger)).kind).toBe("library");
  const deferred = createDeferredLibraryProvider();
  const { source } = await deferred.generateScenario({ complexity: "basic" }, { servedSlugs: new Set() });
  expect(source.kind).toBe("library");
});

test("the library provider takes the library from the app's reader, so the two share one copy", async () => {
  const library = await loadLibrary();
  let reads = 0;
  const provider = await createAiProvider(parseEnv({}), logger, async () => {
    reads += 1;
    return {
      ...library,
      scenarios: library.scenarios.filter((scenario) => scenario.complexity === "basic").slice(0, 1),
    };
  });
  const { source } = await provider.generateScenario({ complexity: "basic" }, { servedSlugs: new Set() });
  expect(reads).toBe(1);
  expect(source).toEqual({
    kind: "library",
    slug: library.scenarios.find((item) => item.complexity === "basic")?.slug,
  });
});
