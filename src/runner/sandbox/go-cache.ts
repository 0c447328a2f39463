import { lchown, lstat, mkdir, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DEFAULT_COMPILE_LIMITS } from "./limits";
import { createJobSandbox, type JobSandboxOptions } from "./sandbox";
import { TOOLCHAINS } from "./toolchains";

/**
 * Where a runner keeps its warm Go cache: in the system's temporary directory, which the jobs' user can
 * pass through (a home directory may not let it), one per runner user; prepareGoCache refuses it when
 * another user made it first. It outlives the runner, so a restart finds it warm.
 */
export function defaultGoCacheDir(): string {
  return path.join(os.tmpdir(), `preppilot-runner-go-build-${process.getuid?.() ?? 0}`);
}

/**
 * The standard library packages solutions and harnesses use. Go ships no compiled standard library:
 * without a warm cache each job would compile fmt and its dependencies again (about 10 s on 2 cores).
 */
export const GO_WARM_PACKAGES = [
  "bufio",
  "bytes",
  "cmp",
  "container/heap",
  "container/list",
  "container/ring",
  "encoding/json",
  "errors",
  "fmt",
  "io",
  "maps",
  "math",
  "math/big",
  "math/bits",
  "math/rand",
  "os",
  "regexp",
  "runtime/debug",
  "slices",
  "sort",
  "strconv",
  "strings",
  "sync",
  "time",
  "unicode",
  "unicode/utf8",
];

const warmProgram = () =>
  `package main\n\nimport (\n${GO_WARM_PACKAGES.map((name) => `\t_ "${name}"\n`).join("")})\n\nfunc main() {}\n`;

/**
 * The cache directory, refused unless it is a real directory of root's, the runner's or the job user's:
 * a name in /tmp may have been made first by someone else, with links inside to files of the host.
 */
async function checkedCacheDir(dir: string, hostUid: number | null) {
  await mkdir(dir, { recursive: true, mode: 0o755 });
  const stat = await lstat(dir);
  const owners = [0, process.getuid?.() ?? 0, hostUid ?? 0];
  if (!stat.isDirectory() || !owners.includes(stat.uid)) {
    throw new Error(`Not a directory of the runner's own for the Go cache: ${dir}`);
  }
}

/**
 * Gives the whole cache to the job user, so that entries left by an earlier user can be added to.
 * lchown: a link in the cache is given away itself, never the file it points to.
 */
async function chownTree(dir: string, uid: number) {
  await lchown(dir, uid, uid);
  for (const entry of await readdir(dir, { recursive: true })) await lchown(path.join(dir, entry), uid, uid);
}

/**
 * Fills `dir` with the Go build cache of the common standard library packages, once per runner start,
 * by building a program that imports them, in the sandbox, with the very environment jobs get (the
 * cache is keyed by it). Jobs then mount it read-only: they read the warm entries and cannot add or
 * change any. Filling an already warm cache takes about a second.
 */
export async function prepareGoCache(
  dir: string,
  options: Omit<JobSandboxOptions, "goCache" | "goCacheWritable"> = {},
): Promise<{ dir: string; ms: number; ok: boolean; stderr: string }> {
  const sandbox = await createJobSandbox({ ...options, goCache: dir, goCacheWritable: true });
  try {
    await checkedCacheDir(dir, sandbox.hostUid);
    if (sandbox.hostUid !== null) await chownTree(dir, sandbox.hostUid);
    await sandbox.writeFile("main.go", warmProgram());
    const toolchain = TOOLCHAINS.go;
    const limits = { ...DEFAULT_COMPILE_LIMITS, wallMs: 300_000, cpuSeconds: 300 };
    const result = await sandbox.run({ argv: toolchain.compile(["main.go"]), env: toolchain.env, limits });
    return { dir, ms: result.wallMs, ok: result.ended === "exited" && result.exitCode === 0, stderr: result.stderr };
  } finally {
    await sandbox.dispose();
  }
}
