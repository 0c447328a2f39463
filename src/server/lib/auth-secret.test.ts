import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { loadAuthSecret } from "./auth-secret";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-secret-"));

test("generates a secret on first start, keeps it owner-only in the data directory and reuses it", () => {
  const dir = path.join(tempDir(), "nested");
  const secret = loadAuthSecret(dir, undefined);
  expect(secret.length).toBeGreaterThanOrEqual(32);
  expect(fs.statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  expect(loadAuthSecret(dir, undefined)).toBe(secret);
});

test("a secret file left readable by others is made owner-only again", () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, "auth-secret"), "a-secret-of-at-least-thirty-two-characters", { mode: 0o644 });
  fs.chmodSync(path.join(dir, "auth-secret"), 0o644);
  expect(loadAuthSecret(dir, undefined)).toBe("a-secret-of-at-least-thirty-two-characters");
  expect(fs.statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
});

test("AUTH_SECRET wins and nothing is written", () => {
  const dir = tempDir();
  expect(loadAuthSecret(dir, "from-the-environment-0123456789abcdef")).toBe("from-the-environment-0123456789abcdef");
  expect(fs.existsSync(path.join(dir, "auth-secret"))).toBe(false);
});
