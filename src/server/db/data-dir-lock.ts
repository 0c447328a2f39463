import fs from "node:fs";
import path from "node:path";
import { ensurePrivateDir } from "@/server/lib/private-dir";

const LOCK_FILE = "preppilot.lock";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export type DataDirLock = { release: () => void };

/**
 * Takes an exclusive lock on DATA_DIR. PGlite does not lock its directory, and a second process
 * opening it corrupts data silently, so the process that opens it (server, CLI, migration) must
 * hold this lock first. A lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  ensurePrivateDir(dataDir);
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx", mode: 0o600 });
      return {
        release: () => {
          if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockPath);
      if (owner !== undefined && isRunning(owner)) {
        throw new DataDirLockedError(
          `The data directory ${path.resolve(dataDir)} is in use by another PrepPilot process (pid ${owner}). ` +
            "Stop it first, or point DATA_DIR somewhere else.",
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${path.resolve(dataDir)}.`);
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
