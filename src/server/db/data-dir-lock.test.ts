import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-lock-"));

test("a second lock on the same directory is refused with a clear message", () => {
  const dir = tempDir();
  const lock = lockDataDir(dir);
  expect(() => lockDataDir(dir)).toThrowError(DataDirLockedError);
  expect(() => lockDataDir(dir)).toThrowError(`is in use by another PrepPilot process (pid ${process.pid})`);
  lock.release();
});

test("the directory can be locked again once released", () => {
  const dir = tempDir();
  lockDataDir(dir).release();
  expect(() => lockDataDir(dir).release()).not.toThrow();
});

test("a lock left behind by a process that no longer runs is taken over", () => {
  const dir = tempDir();
  // Far above any real pid on Linux (pid_max is at most 2^22).
  fs.writeFileSync(path.join(dir, "preppilot.lock"), "99999999");
  const lock = lockDataDir(dir);
  expect(fs.readFileSync(path.join(dir, "preppilot.lock"), "utf8")).toBe(String(process.pid));
  lock.release();
  expect(fs.existsSync(path.join(dir, "preppilot.lock"))).toBe(false);
});

test("the data directory is made the server user's alone (0700), an open one tightened, and the lock file is 0600", () => {
  const dir = path.join(tempDir(), "data");
  const lock = lockDataDir(dir);
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  expect(fs.statSync(path.join(dir, "preppilot.lock")).mode & 0o777).toBe(0o600);
  lock.release();

  const open = tempDir();
  fs.chmodSync(open, 0o755);
  lockDataDir(open).release();
  expect(fs.statSync(open).mode & 0o777).toBe(0o700);
});
