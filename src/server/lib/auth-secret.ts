import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const SECRET_FILE = "auth-secret";

/**
 * The secret that signs sessions: AUTH_SECRET when given, otherwise one generated on first start
 * and kept (readable by the owner only) in the data directory, so restarts keep users signed in.
 */
export function loadAuthSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, SECRET_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
