import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { classifyEnd, decodeStatus, parseTimes, type RunnerKill, type SandboxEnd } from "./classify";
import type { SandboxLimits } from "./limits";

export type SandboxRun = {
  argv: string[];
  env?: Record<string, string>;
  stdin?: string;
  limits: SandboxLimits;
  /** Sees standard output as it arrives; "kill" ends the run (`ended: "killed_by_caller"`). */
  onStdout?: (chunk: string) => "continue" | "kill";
  /** Aborting ends the run (`ended: "killed_by_caller"`): the judge's clock per test. */
  signal?: AbortSignal;
};

export type SandboxResult = {
  exitCode: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  wallMs: number;
  /** CPU time of the job's processes, when the job let its first process report it. */
  cpuMs?: number;
  ended: SandboxEnd;
};

/** After the sandbox's first process has gone, how long its output pipes may stay open. */
const DRAIN_MS = 2_000;

/** Output of one stream, kept up to the run's limit and decoded without splitting characters. */
class Capture {
  text = "";
  private readonly decoder = new StringDecoder("utf8");
  add(chunk: Buffer): string {
    const text = this.decoder.write(chunk);
    this.text += text;
    return text;
  }
}

/**
 * Starts `command` (bwrap and what it runs) and supervises it: standard input in, output counted and
 * kept, the wall clock. Killing is by process group, which holds bwrap; bwrap's death takes the PID
 * namespace, and every process in it, along (--die-with-parent).
 */
export function runProcess(command: string[], run: SandboxRun): Promise<SandboxResult> {
  const [file, ...args] = command;
  if (!file) throw new Error("Empty command.");
  const started = performance.now();
  // No environment at all: bwrap's own process is visible in the sandbox as /proc/1, environ included.
  const child = spawn(file, args, { stdio: ["pipe", "pipe", "pipe", "pipe"], env: {}, detached: true });
  const stdout = new Capture();
  const stderr = new Capture();
  let status = "";
  let outputBytes = 0;
  let runnerKill: RunnerKill | null = null;

  const kill = (reason: RunnerKill) => {
    runnerKill ??= reason;
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  const take = (capture: Capture, chunk: Buffer, isStdout: boolean) => {
    if (runnerKill) return;
    const room = run.limits.outputBytes - outputBytes;
    outputBytes += chunk.length;
    const text = capture.add(room < chunk.length ? chunk.subarray(0, Math.max(0, room)) : chunk);
    if (room < chunk.length) kill("output");
    else if (isStdout && run.onStdout?.(text) === "kill") kill("killed_by_caller");
  };
  child.stdout?.on("data", (chunk: Buffer) => take(stdout, chunk, true));
  child.stderr?.on("data", (chunk: Buffer) => take(stderr, chunk, false));
  (child.stdio[3] as Readable | null)?.on("data", (chunk: Buffer) => {
    status += chunk.toString("utf8");
  });
  // A job that does not read its input closes the pipe early: that is its business, not an error.
  child.stdin?.on("error", () => {});
  child.stdin?.end(run.stdin ?? "");
  const wallTimer = setTimeout(() => kill("wall_time"), run.limits.wallMs);
  const onAbort = () => kill("killed_by_caller");
  if (run.signal?.aborted) onAbort();
  else run.signal?.addEventListener("abort", onAbort, { once: true });

  return new Promise((resolve, reject) => {
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    let drainTimer: NodeJS.Timeout | undefined;
    let finished = false;
    const finish = () => {
      clearTimeout(wallTimer);
      clearTimeout(drainTimer);
      run.signal?.removeEventListener("abort", onAbort);
      if (!exit || finished) return;
      finished = true;
      for (const stream of child.stdio) stream?.destroy();
      const { exitCode, signal } = decodeStatus(exit.code, exit.signal);
      const cpuMs = parseTimes(status);
      const facts = { runnerKill, exitCode, signal, stderr: stderr.text, cpuMs, cpuSeconds: run.limits.cpuSeconds };
      resolve({
        exitCode,
        signal,
        stdout: stdout.text,
        stderr: stderr.text,
        wallMs: Math.round(performance.now() - started),
        ...(cpuMs === undefined ? {} : { cpuMs }),
        ended: classifyEnd(facts),
      });
    };
    child.once("error", (error) => {
      clearTimeout(wallTimer);
      reject(error);
    });
    child.once("exit", (code, signal) => {
      exit = { code, signal };
      drainTimer = setTimeout(finish, DRAIN_MS);
    });
    child.once("close", finish);
  });
}
