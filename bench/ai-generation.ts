// Part of `npm run bench`: what the server adds to a generation (library, and an OpenAI-compatible
// endpoint played by tests/fixtures/fake-openai.ts). The problem list at 500 and 5,000 problems is in
// bench/signed-in-reads.ts.
// Figures are printed, never asserted.
import { SAMPLE_ANSWERS, startFakeOpenAi } from "../tests/fixtures/fake-openai";

export type AiBenchOptions = {
  /** A running app on the default (library) provider, and a signed-in user's cookie for it. */
  libraryAppUrl: string;
  libraryCookie: string;
  /** Starts another app process with these extra environment variables. */
  startApp: (env: Record<string, string>) => Promise<{ url: string; stop: () => void }>;
  signUp: (appUrl: string) => Promise<string>;
};

/** Generations timed one after another (a user has one at a time); library problems run out after ~70 per user. */
const LIBRARY_GENERATIONS = 40;
const OPENAI_GENERATIONS = 100;

export async function benchAiGeneration(options: AiBenchOptions): Promise<void> {
  const fake = await startFakeOpenAi();
  fake.setDefaultAnswer({ content: SAMPLE_ANSWERS.problem });
  const app = await options.startApp({ AI_PROVIDER: "openai", OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: "bench" });
  try {
    const cookie = await options.signUp(app.url);
    const generate = (url: string, userCookie: string) => () =>
      post(`${url}/api/practice/problems`, { cookie: userCookie, origin: url }, {});

    const library = await time(LIBRARY_GENERATIONS, generate(options.libraryAppUrl, options.libraryCookie));
    const direct = await time(OPENAI_GENERATIONS, () =>
      post(`${fake.baseURL}/chat/completions`, {}, { model: "gpt-4", messages: [{ role: "user", content: "JSON" }] }),
    );
    const viaApp = await time(OPENAI_GENERATIONS, generate(app.url, cookie));
    console.log("\nGenerating a coding problem (sequential requests, mean of each run):");
    console.table([
      { run: `library provider (${LIBRARY_GENERATIONS})`, "mean ms": round(library) },
      { run: `fake OpenAI endpoint alone (${OPENAI_GENERATIONS})`, "mean ms": round(direct) },
      {
        run: `openai provider via the app (${OPENAI_GENERATIONS})`,
        "mean ms": round(viaApp),
        "server overhead ms": round(viaApp - direct),
      },
    ]);
  } finally {
    app.stop();
    await fake.close();
  }
}

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

/** Mean milliseconds of `count` runs, one after another. */
async function time(count: number, run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < count; index++) await run();
  return (performance.now() - started) / count;
}

const round = (ms: number) => Number(ms.toFixed(2));
