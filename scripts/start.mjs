// `npm start`: builds dist/ if it is missing or older than the sources, then runs the server in
// this process (so SIGTERM reaches it directly). The server applies migrations as it starts. On a machine
// with bubblewrap, and unless RUNNER=off, one runner starts beside it for Java, C++ and Go (docs/runners.md),
// with a token made for the two of them when RUNNER_TOKEN is not set.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "./build.mjs";

process.env.NODE_ENV ??= "production";
if (await build({ ifStale: true })) console.log("Starting PrepPilot…");
const serverDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "dist", "server");
if (process.env.RUNNER !== "off" && fs.existsSync("/usr/bin/bwrap")) startLocalRunner();
await import(pathToFileURL(path.join(serverDir, "index.js")).href);

/** The local runner: asks this server for jobs until the server exits (it waits while the server starts). */
function startLocalRunner() {
  process.env.RUNNER_TOKEN ??= randomBytes(32).toString("hex");
  const port = process.env.PORT ?? "3000";
  const runner = spawn(process.execPath, [path.join(serverDir, "runner.js")], {
    stdio: "inherit",
    // Only what a runner needs: never the database's or the app's secrets.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      RUNNER_TOKEN: process.env.RUNNER_TOKEN,
      RUNNER_API_URL: `http://127.0.0.1:${port}`,
    },
  });
  runner.on("exit", (code) => {
    if (code) console.warn("The local runner stopped: Java, C++ and Go are not judged (docs/runners.md).");
  });
  process.on("exit", () => runner.kill("SIGTERM"));
}
