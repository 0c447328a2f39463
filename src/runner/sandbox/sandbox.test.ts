import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sandboxAvailability } from "./availability";
import { DEFAULT_RUN_LIMITS, type SandboxLimits } from "./limits";
import { createJobSandbox, type JobSandbox } from "./sandbox";
import { processesLeft, sandboxUsable, TEST_HOST_UIDS, tasksOfUid } from "./test-support";

const uid = TEST_HOST_UIDS.general;
const limits: SandboxLimits = { ...DEFAULT_RUN_LIMITS, wallMs: 10_000 };
const usable = await sandboxUsable();

/** A fresh sandbox for each test of the calling describe, and a check that its processes are gone. */
function freshSandbox() {
  const current = { sandbox: undefined as unknown as JobSandbox };
  beforeEach(async () => {
    current.sandbox = await createJobSandbox({ hostUid: uid });
  });
  afterEach(async () => {
    await current.sandbox.dispose();
    expect(await processesLeft(uid)).toEqual([]);
  });
  const bash = (script: string, more: Partial<Parameters<JobSandbox["run"]>[0]> = {}) =>
    current.sandbox.run({ argv: ["bash", "-c", script], limits, ...more });
  return { current, bash };
}

describe.skipIf(!usable)("the job sandbox runs commands", () => {
  const { current, bash } = freshSandbox();

  it("reports the languages this machine can run, and how to install the others", async () => {
    const found = await sandboxAvailability({ hostUid: uid });
    expect(found.available).toBe(true);
    expect(found.install === "").toBe(found.missing.length === 0);
  });

  it("runs a command with its input, output, error and exit code, and reports its CPU time", async () => {
    const result = await bash("read line; echo got: $line; echo oops >&2; exit 3", { stdin: "hi\n" });
    expect(result).toMatchObject({ exitCode: 3, signal: null, stdout: "got: hi\n", stderr: "oops\n", ended: "exited" });
    expect(result.cpuMs).toBeGreaterThanOrEqual(0);
  });

  it("stops when the caller says so, and at exactly the output limit", async () => {
    const stopped = await bash("echo first; sleep 20", { onStdout: () => "kill" });
    expect(stopped).toMatchObject({ ended: "killed_by_caller", stdout: "first\n" });
    const aborted = await bash("echo waiting; sleep 20", { signal: AbortSignal.timeout(300) });
    expect(aborted).toMatchObject({ ended: "killed_by_caller", stdout: "waiting\n" });
    const flood = await current.sandbox.run({ argv: ["yes"], limits: { ...limits, outputBytes: 10_000 } });
    expect(flood.ended).toBe("output");
    expect(flood.stdout.length).toBe(10_000);
  });

  it("hands the job no descriptor besides standard input, output and error", async () => {
    const result = await current.sandbox.run({ argv: ["ls", "/proc/self/fd"], limits });
    // The fourth is the directory ls itself is listing.
    expect(result.stdout.split("\n").filter(Boolean)).toEqual(["0", "1", "2", "3"]);
  });
});

describe.skipIf(!usable)("the job sandbox keeps jobs apart", () => {
  const { current, bash } = freshSandbox();

  it("keeps /work between the job's runs and gives each run a fresh /tmp", async () => {
    await bash("echo kept > /work/a; echo gone > /tmp/b");
    const result = await bash("cat /work/a; cat /tmp/b 2>/dev/null || echo no /tmp/b");
    expect(result.stdout).toBe("kept\nno /tmp/b\n");
  });

  it("runs the job as its unprivileged host user, never as root", async () => {
    const running = bash("sleep 1; touch /work/mine");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await tasksOfUid(uid)).length).toBeGreaterThan(0);
    expect((await running).exitCode).toBe(0);
    if (process.getuid?.() === 0) expect((await stat(path.join(current.sandbox.workDir, "mine"))).uid).toBe(uid);
  });

  it("counts the process limit per job, not per host user", async () => {
    const other = await createJobSandbox({ hostUid: uid });
    const script = "for i in 1 2 3 4 5 6 7 8; do sleep 2 & done; wait && echo all started";
    const small = { ...limits, processes: 12 };
    try {
      const both = await Promise.all([
        bash(script, { limits: small }),
        other.run({ argv: ["bash", "-c", script], limits: small }),
      ]);
      for (const result of both) expect(result).toMatchObject({ stdout: "all started\n", stderr: "" });
    } finally {
      await other.dispose();
    }
  });

  it("writes the harness's files without following a link the job left", async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), "preppilot-test-outside-"));
    try {
      await writeFile(path.join(outside, "target"), "untouched");
      await bash(`ln -s ${outside}/target /work/evil; ln -s ${outside} /work/dir`);
      await expect(current.sandbox.writeFile("evil", "overwritten")).rejects.toThrow();
      await expect(current.sandbox.writeFile("dir/target", "overwritten")).rejects.toThrow();
      await expect(current.sandbox.writeFile("../escape", "x")).rejects.toThrow();
      await expect(current.sandbox.writeFile("/etc/escape", "x")).rejects.toThrow();
      expect(await readFile(path.join(outside, "target"), "utf8")).toBe("untouched");
      await current.sandbox.writeFile("sub/dir/ok.txt", "fine");
      expect((await bash("cat /work/sub/dir/ok.txt")).stdout).toBe("fine");
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it("deletes everything on dispose, even what the job made unreadable, and refuses to run after", async () => {
    await bash("mkdir -p /work/a/b && touch /work/a/b/c && chmod 000 /work/a/b /work/a");
    await current.sandbox.dispose();
    await expect(stat(current.sandbox.workDir)).rejects.toThrow();
    await expect(current.sandbox.run({ argv: ["true"], limits })).rejects.toThrow(/disposed/);
  });
});
