import fs from "node:fs";

/**
 * Makes `dir` (and any missing parent) readable by the server's user only: DATA_DIR holds the auth
 * secret, sign-in links in the outbox and the embedded database. An existing directory is tightened
 * too; one the user does not own (EPERM) is left as it is, since its owner chose its mode.
 */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.chmodSync(dir, 0o700);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
  }
}
