// `npm run runner`: a runner process. It asks the API (RUNNER_API_URL) for Java, C++ and Go jobs with its
// token (RUNNER_TOKEN), judges each in a fresh bubblewrap sandbox and hands back what it saw. It holds no
// database credentials and no application secret; start as many as the machines allow (docs/runners.md).

import { randomBytes } from "node:crypto";
import os from "node:os";
import { RUNNER_LANGUAGES } from "@/shared/judge/languages";
import { prepareLanguages } from "./prepare-languages";
import { runRunner } from "./runner-loop";
import { sandboxAvailability } from "./sandbox";

async function main() {
  const apiUrl = (process.env.RUNNER_API_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
  const token = process.env.RUNNER_TOKEN;
  if (!token || token.length < 32)
    throw new Error("RUNNER_TOKEN must be set to the API's runner token (32 characters or more).");
  const slots = Math.max(1, Number(process.env.RUNNER_CONCURRENCY ?? 1));
  const availability = await sandboxAvailability();
  if (!availability.available || availability.languages.length === 0) {
    console.error(
      `runner: nothing to judge here: missing ${availability.missing.join(", ")}. Install: ${availability.install}`,
    );
    process.exit(1);
  }
  if (availability.missing.length > 0) {
    console.warn(`runner: not judging ${availability.missing.join(", ")} (install: ${availability.install})`);
  }
  const judged = RUNNER_LANGUAGES.filter((id) => availability.languages.includes(id));
  const { languages, createSandbox } = await prepareLanguages(judged, (message) => console.info(`runner: ${message}`));
  const controller = new AbortController();
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => controller.abort());
  const runnerId = `${os.hostname()}-${process.pid}-${randomBytes(4).toString("hex")}`;
  console.info(`runner ${runnerId}: judging ${Object.keys(languages).join(", ")} for ${apiUrl} in ${slots} slot(s)`);
  // The sandbox sets each job's environment itself (PATH, HOME, GOCACHE on the warm cache, read-only).
  const createWorkspace = createSandbox;
  const log = (message: string, error?: unknown) =>
    console.warn(message, error instanceof Error ? error.message : (error ?? ""));
  await Promise.all(
    Array.from({ length: slots }, (_, slot) =>
      runRunner({ apiUrl, token, runnerId: `${runnerId}-${slot}`, languages, createWorkspace, log }, controller.signal),
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
