// `npm start`: builds dist/ if it is missing or older than the sources, then runs the server in
// this process (so SIGTERM reaches it directly). The server applies migrations as it starts.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "./build.mjs";

process.env.NODE_ENV ??= "production";
if (await build({ ifStale: true })) console.log("Starting PrepPilot…");
await import(
  pathToFileURL(path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "dist", "server/index.js")).href
);
