import { execFileSync } from "node:child_process";

/**
 * Takes a user's AI access away through the operator CLI (`npm run admin -- plan <email> none`), which
 * talks to the running e2e server over its admin socket in DATA_DIR.
 */
export function removeAiAccess(email: string) {
  runAdmin(["plan", email, "none"]);
}

/** Puts the user on a trial that ended just now (`npm run admin -- plan <email> trial --days 0`). */
export function expireTrial(email: string) {
  runAdmin(["plan", email, "trial", "--days", "0"]);
}

/** Runs `npm run admin -- <args>` against the e2e server's data directory; returns what it printed. */
export function runAdmin(args: string[]): string {
  return execFileSync(process.execPath, ["--import", "tsx", "src/server/admin/cli.ts", ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: "pipe",
  }).toString();
}
