import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ensurePrivateDir } from "./private-dir";

const SECRET_FILE = "auth-secret";

/**
 * The secret that signs sessions: AUTH_SECRET when given, otherwise one generated on first start
 * and kept (readable by the owner only) in the data directory, so restarts keep users signed in.
 */
export function loadAuthSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, SECRET_FILE);
  ensurePrivateDir(dataDir);
  if (fs.existsSync(file)) {
    fs.chmodSync(file, 0o600);
    return fs.readFileSync(file, "utf8").trim();
  }
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
