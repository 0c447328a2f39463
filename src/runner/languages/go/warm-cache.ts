import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { go } from "./index";
import { HARNESS_IMPORT_PATHS } from "./program";
import { AUTO_IMPORTS } from "./source-scan";

const GO_TOOLCHAIN = "/usr/lib/go-1.23/bin/go";

/** The build cache of the plain workspace the harness tests judge in (tests/fixtures/plain-workspace.ts). */
export const PLAIN_GO_CACHE = path.join(os.tmpdir(), "preppilot-plain-gocache");

/**
 * For the tests: compiles the standard packages the harness and solutions use into the plain workspace's
 * build cache, with the judge's compile environment. On a fresh machine that takes most of a minute on 2
 * cores, longer than the judge allows a compile (the runner warms its own cache the same way when it
 * starts); once warm, a fraction of a second. It runs the language's own compile command, in the plain
 * workspace's environment, since the cache is keyed by both.
 */
export async function warmPlainGoCache(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-go-warm-"));
  try {
    const paths = [...new Set([...HARNESS_IMPORT_PATHS, ...Object.values(AUTO_IMPORTS).map((item) => item.path)])];
    fs.writeFileSync(path.join(dir, "go.mod"), "module main\n\ngo 1.23\n");
    const imports = paths.map((item) => `\t_ "${item}"\n`).join("");
    fs.writeFileSync(path.join(dir, "main.go"), `package main\n\nimport (\n${imports})\n\nfunc main() {}\n`);
    const env = { PATH: `${path.dirname(GO_TOOLCHAIN)}:${process.env.PATH}`, HOME: dir, GOCACHE: PLAIN_GO_CACHE };
    const [command, ...args] = go.compileArgv ?? [];
    if (command) await promisify(execFile)(command, args, { cwd: dir, env });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
