import { execFile } from "node:child_process";
import { constants, rmSync } from "node:fs";
import { chmod, chown, lstat, mkdir, mkdtemp, open, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SANDBOX_GROUP, SANDBOX_PASSWD, sandboxCommand } from "./command";
import { sandboxHost } from "./host";
import { runProcess, type SandboxResult, type SandboxRun } from "./run-process";

export type { SandboxEnd } from "./classify";
export type { SandboxLimits } from "./limits";
export type { SandboxResult, SandboxRun } from "./run-process";

/**
 * The host user jobs run as when the runner is root: an id no account uses. Jobs may share it: each
 * job has its own user namespace (the kernel counts RLIMIT_NPROC per namespace), its own PID
 * namespace and sees no other job's directory.
 */
export const DEFAULT_HOST_UID = 60_000;

export type JobSandboxOptions = {
  /** Where work directories are made; by default a private directory under the system's temp dir. */
  root?: string;
  /** Host uid for the job when the runner is root (ignored otherwise: the job runs as the runner). */
  hostUid?: number;
  /** A Go build cache made by prepareGoCache, mounted read-only at /gocache. */
  goCache?: string;
  /** Mounts the Go cache writable: only for prepareGoCache, which fills it. */
  goCacheWritable?: boolean;
  /** A precompiled bits/stdc++.h made by preparePrecompiledHeader, mounted read-only at /pch. */
  cppHeaders?: string;
};

export type JobSandbox = {
  /** The job's directory on the host, /work inside. */
  readonly workDir: string;
  /** The host user the job's processes run as, or null when they run as the runner's own user. */
  readonly hostUid: number | null;
  writeFile(relPath: string, content: string | Uint8Array): Promise<void>;
  run(run: SandboxRun): Promise<SandboxResult>;
  /** Deletes the work directory; the sandbox cannot be used after. */
  dispose(): Promise<void>;
};

type Root = { dir: string; etcDir: string };
const roots = new Map<string, Promise<Root>>();

/** The directory of work directories (searchable by the job's user) and the sandbox's /etc files. */
function prepareRoot(requested: string | undefined): Promise<Root> {
  const key = requested ?? "";
  let root = roots.get(key);
  if (!root) {
    root = (async () => {
      const dir = requested ?? (await mkdtemp(path.join(os.tmpdir(), "preppilot-sandbox-")));
      // A directory of our own making goes with the process; its jobs were disposed of already.
      if (!requested) process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
      await mkdir(dir, { recursive: true });
      // The job's user must pass through to its own directory, and see nothing else here.
      await chmod(dir, 0o711);
      const etcDir = await mkdtemp(path.join(dir, "etc-"));
      await chmod(etcDir, 0o755);
      await writeFile(path.join(etcDir, "passwd"), SANDBOX_PASSWD, { mode: 0o644 });
      await writeFile(path.join(etcDir, "group"), SANDBOX_GROUP, { mode: 0o644 });
      return { dir, etcDir };
    })();
    roots.set(key, root);
  }
  return root;
}

/** A relative path inside the work directory, refused if it would leave it. */
function checkedRelativePath(relPath: string): string[] {
  const parts = relPath.split("/");
  if (path.isAbsolute(relPath) || parts.some((part) => part === "" || part === "." || part === "..")) {
    throw new Error(`Not a plain relative path: ${JSON.stringify(relPath)}`);
  }
  return parts;
}

/**
 * Writes a file as the runner without following links: an earlier run of the job may have left a
 * symlink in /work pointing anywhere on the host.
 */
async function writeInside(workDir: string, relPath: string, content: string | Uint8Array) {
  const parts = checkedRelativePath(relPath);
  let dir = workDir;
  for (const part of parts.slice(0, -1)) {
    dir = path.join(dir, part);
    const stat = await lstat(dir).catch(() => null);
    if (stat && !stat.isDirectory()) throw new Error(`Not a directory in the work directory: ${relPath}`);
    if (!stat) await mkdir(dir, { mode: 0o755 });
  }
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;
  const handle = await open(path.join(workDir, ...parts), flags, 0o644);
  try {
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
}

/** Removes a directory tree whatever modes the job gave its files and directories. */
async function removeTree(dir: string) {
  try {
    await rm(dir, { recursive: true, force: true });
  } catch {
    // A directory the job made unreadable (mode 000) stops rm when the runner is not root.
    await new Promise((resolve) => execFile("chmod", ["-R", "u+rwx", dir], resolve));
    await rm(dir, { recursive: true, force: true });
  }
}

/** A fresh, private work directory for one job, and the means to run commands on it in the sandbox. */
export async function createJobSandbox(options: JobSandboxOptions = {}): Promise<JobSandbox> {
  const [host, root] = await Promise.all([sandboxHost(), prepareRoot(options.root)]);
  const hostUid = process.getuid?.() === 0 ? (options.hostUid ?? DEFAULT_HOST_UID) : null;
  const workDir = await mkdtemp(path.join(root.dir, "job-"));
  await chmod(workDir, 0o700);
  if (hostUid !== null) await chown(workDir, hostUid, hostUid);
  let state: "idle" | "running" | "disposed" = "idle";
  const usable = () => {
    if (state !== "idle") throw new Error(`The job sandbox is ${state}.`);
  };
  const goCache = options.goCache ? { dir: options.goCache, writable: options.goCacheWritable === true } : null;

  return {
    workDir,
    hostUid,
    async writeFile(relPath, content) {
      usable();
      await writeInside(workDir, relPath, content);
    },
    async run(run) {
      usable();
      state = "running";
      try {
        const env = run.env ?? {};
        const cppHeaders = options.cppHeaders ?? null;
        const command = sandboxCommand({
          ...run,
          host,
          workDir,
          etcDir: root.etcDir,
          hostUid,
          goCache,
          cppHeaders,
          env,
        });
        return await runProcess(command, run);
      } finally {
        if (state === "running") state = "idle";
      }
    },
    async dispose() {
      state = "disposed";
      await removeTree(workDir);
    },
  };
}
