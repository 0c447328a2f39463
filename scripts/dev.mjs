// `npm run dev`: the API server (restarting on change) behind Vite's dev server (hot reload).
// Open http://localhost:5173; Vite forwards /api to the API server.
import { spawn } from "node:child_process";

const API_PORT = process.env.DEV_API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/index.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: API_PORT, APP_URL: "http://localhost:5173", NODE_ENV: "development" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, DEV_API_PORT: API_PORT } }),
];

const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
