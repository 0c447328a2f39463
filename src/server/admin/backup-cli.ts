import path from "node:path";
import type { Env } from "@/server/env";
import { backupDatabase, restoreDatabase } from "./backup";

// The backup and restore commands of `npm run admin` (cli.ts hands them over here).

export const BACKUP_USAGE = [
  "  npm run admin -- backup <file>             the embedded database (and DATA_DIR's auth secret) to <file>;",
  "      safe while the server runs (through its admin socket)",
  "  npm run admin -- restore <file> [--force]  <file> into a stopped server's DATA_DIR; refuses a DATA_DIR",
  "      that holds data unless --force (the old database is then kept beside it, renamed)",
].join("\n");

export type BackupCommand = { name: "backup"; file: string } | { name: "restore"; file: string; force: boolean };

/** The backup command in `argv`, null when `argv` is another command; a mistake throws the one line to print. */
export function parseBackupArgs(argv: readonly string[]): BackupCommand | null {
  const [name, ...rest] = argv;
  if (name !== "backup" && name !== "restore") return null;
  const force = name === "restore" && rest.includes("--force");
  const positional = rest.filter((arg) => !(name === "restore" && arg === "--force"));
  const unknown = positional.find((arg) => arg.startsWith("--"));
  if (unknown) throw new Error(`Unknown option "${unknown}" for ${name}`);
  const [file, ...extra] = positional;
  if (!file || extra.length > 0) {
    throw new Error(`${name} needs one file: npm run admin -- ${name} <file>${name === "restore" ? " [--force]" : ""}`);
  }
  return name === "backup" ? { name, file } : { name, file, force };
}

/** Runs a backup command; returns the line to print. */
export async function runBackupCommand(command: BackupCommand, env: Env): Promise<string> {
  const file = path.resolve(command.file);
  if (command.name === "backup") {
    const bytes = await backupDatabase(env, file);
    return `Backed up ${path.resolve(env.DATA_DIR)} to ${file} (${Math.ceil(bytes / 1024)} KiB).`;
  }
  const { replacedTo } = await restoreDatabase(env, file, { force: command.force });
  return (
    `Restored ${file} into ${path.resolve(env.DATA_DIR)}.` +
    (replacedTo ? ` The database it replaced is in ${replacedTo}.` : "")
  );
}
