import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./tests/fixtures/chromium";

// Playwright loads this file in the runner and again in every worker; the ports and data directories
// are chosen once and handed to the workers through the environment.
if (!process.env.E2E_PORT || !process.env.E2E_OPENAI_PORT || !process.env.E2E_FAKE_OPENAI_PORT) {
  // All three are taken before any is released, so they differ.
  [process.env.E2E_PORT, process.env.E2E_OPENAI_PORT, process.env.E2E_FAKE_OPENAI_PORT] = execFileSync(
    process.execPath,
    [
      "-e",
      "const net=require('node:net');Promise.all([0,1,2].map(()=>new Promise((ok)=>{const s=net.createServer().listen(0,'127.0.0.1',()=>ok(s))}))).then((all)=>{console.log(all.map((s)=>s.address().port).join(' '));for(const s of all)s.close()})",
    ],
  )
    .toString()
    .trim()
    .split(" ");
}
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-e2e-"));
process.env.E2E_OPENAI_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-e2e-openai-"));

const PORT = process.env.E2E_PORT ?? "";
const BASE_URL = `http://localhost:${PORT}`;
const OPENAI_PORT = process.env.E2E_OPENAI_PORT ?? "";
const OPENAI_BASE_URL = `http://localhost:${OPENAI_PORT}`;
const FAKE_OPENAI_PORT = process.env.E2E_FAKE_OPENAI_PORT ?? "";

/** The specs that run against the app with AI_PROVIDER=openai, and only there: ai-openai*.spec.ts. */
const OPENAI_SPEC = /ai-openai(-[a-z-]+)?\.spec\.ts$/;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  },
};

// Parallel runs (several people or agents on one checkout) can build into folders of their own.
const BUILD_DIR = process.env.BUILD_DIR ?? "dist";

function appServer({
  command,
  port,
  baseURL,
  dataDir,
  env = {},
}: {
  command: string;
  port: string;
  baseURL: string;
  dataDir: string;
  env?: Record<string, string>;
}) {
  return {
    command,
    url: `${baseURL}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: port,
      HOST: "127.0.0.1",
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Fixtures that sign users up through the API (tests/fixtures/auth.ts) send an X-Forwarded-For of
      // their own, so they do not use up the sign-up rate limit of the address the browser uses.
      TRUST_PROXY: "on",
      // Lets a spec make a route answer a real 500 (header x-fault-injection); see lib/fault-injection.ts.
      FAULT_INJECTION: "on",
      BUILD_DIR,
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a 2-core machine, where the browser mostly
  // waits on the server. Two keep both cores busy.
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    // Recording a trace of every test cost a fifth of the suite's time on this machine; CI retries a
    // failed test once, and that retry records one (`--trace on` records them all locally).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // Endless decorative animations (the hero's pulsing dot and cursor) keep a software-rendered
    // headless page repainting, which took CPU from the other worker. The home page's own spec, which
    // tests that motion, runs without this preference.
    contextOptions: { reducedMotion: "reduce" },
  },
  projects: [
    { name: "chromium", use: chromium, testIgnore: OPENAI_SPEC },
    {
      name: "openai",
      use: { ...chromium, baseURL: OPENAI_BASE_URL },
      testMatch: OPENAI_SPEC,
      // The fake's answer queue is shared by every test of this project: one test at a time, in one worker.
      fullyParallel: false,
      workers: 1,
    },
  ],
  // Playwright starts these one after another, each once the previous one is ready. Only the first
  // builds: if the second ran `npm start` too, a source edited meanwhile (easy on a shared checkout)
  // would make it rebuild BUILD_DIR under the running first server, whose pages then ask for assets
  // that are gone. So the second runs the first one's build as it stands.
  webServer: [
    {
      name: "app",
      // The built server, exactly as `npm start` runs it (it rebuilds BUILD_DIR first if it is stale).
      ...appServer({
        command: "node scripts/start.mjs",
        port: PORT,
        baseURL: BASE_URL,
        // With bubblewrap, `npm start` starts a local runner beside it: runner-languages.spec.ts judges Java and Go.
        dataDir: process.env.E2E_DATA_DIR,
      }),
    },
    {
      name: "fake-openai",
      command: `node --import tsx tests/fixtures/fake-openai-server.ts ${FAKE_OPENAI_PORT}`,
      url: `http://127.0.0.1:${FAKE_OPENAI_PORT}/__ready`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      name: "app-openai",
      ...appServer({
        command: `node ${JSON.stringify(path.join(BUILD_DIR, "server/index.js"))}`,
        port: OPENAI_PORT,
        baseURL: OPENAI_BASE_URL,
        dataDir: process.env.E2E_OPENAI_DATA_DIR,
        env: {
          // What scripts/start.mjs sets before it starts the server.
          NODE_ENV: "production",
          AI_PROVIDER: "openai",
          OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`,
          OPENAI_API_KEY: "e2e-fake-key",
          AI_MODEL: "fake-model",
          // A request the spec queued no answer for fails in seconds, not in the default minute.
          AI_TIMEOUT_MS: "15000",
        },
      }),
    },
  ],
});
