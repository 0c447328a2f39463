import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const TEST_FILES = ["src/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "tests/calibration/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: TEST_FILES,
    environment: "node",
    // Component tests run in jsdom, named at the top of their file (`// @vitest-environment jsdom`);
    // tests/setup/dom.ts gives them React's act() checks and a clean page after each test.
    setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/dom.ts"],
    // Every test file's PGlite starts from one migrated dump, made once per run.
    globalSetup: ["tests/setup/pglite-template.ts"],
    // PGlite starts a WebAssembly Postgres per test file: give it time on a 2-core machine.
    testTimeout: 30_000,
    // Vitest keeps a core free by default, which on a 2-core machine leaves one worker: the files wait
    // on each other's WebAssembly start-up, so use every core.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Each worker keeps its modules from one file to the next instead of importing the whole app again
    // for every file: the suite took 577 s isolated and 330 s so on this machine. No test relies on a
    // fresh module: every file builds its own app, database and clock.
    isolate: false,
    hookTimeout: 60_000,
  },
});
