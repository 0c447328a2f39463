import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Playwright loads this file in the runner and again in every worker; the port and data directory
// are chosen once and handed to the workers through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-e2e-"));

const PORT = process.env.E2E_PORT;
const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          // Debian's Chromium; never a downloaded browser (no network here).
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        },
      },
    },
  ],
  webServer: {
    // The built server, exactly as `npm start` runs it (it rebuilds dist/ first if it is stale).
    command: "node scripts/start.mjs",
    url: `${BASE_URL}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT,
      HOST: "127.0.0.1",
      APP_URL: BASE_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // Fixtures that sign users up through the API (tests/fixtures/auth.ts) send an X-Forwarded-For of
      // their own, so they do not use up the sign-up rate limit of the address the browser uses.
      TRUST_PROXY: "on",
      // Lets a spec make a route answer a real 500 (header x-fault-injection); see lib/fault-injection.ts.
      FAULT_INJECTION: "on",
      // Parallel runs (several people or agents on one checkout) can build into folders of their own.
      BUILD_DIR: process.env.BUILD_DIR ?? "dist",
    },
  },
});
