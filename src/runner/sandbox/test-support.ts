import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sandboxAvailability } from "./availability";
import type { SandboxLimits } from "./limits";
import type { LanguageId } from "./toolchains";

/** Tests only: each test file runs its jobs as a host user of its own, to count its processes apart. */
export const TEST_HOST_UIDS = { general: 60_100, cpp: 60_101, java: 60_102, go: 60_103 } as const;

/** Kept between test runs: filling it from nothing takes 15–60 s on 2 cores, refilling it a second. */
export const TEST_GO_CACHE = path.join(os.tmpdir(), "preppilot-sandbox-test-go-cache");

const MiB = 1024 * 1024;

/** Small limits, so that each hostile job meets its limit quickly. */
export const HOSTILE_LIMITS: SandboxLimits = {
  wallMs: 10_000,
  cpuSeconds: 2,
  memoryBytes: 256 * MiB,
  processes: 32,
  fileBytes: 1 * MiB,
  openFiles: 64,
  outputBytes: 64 * 1024,
};

const availability = sandboxAvailability({ hostUid: TEST_HOST_UIDS.general });

/** Whether the sandbox, and the language's toolchain when named, work here (CI installs them). */
export async function sandboxUsable(language?: LanguageId): Promise<boolean> {
  const found = await availability;
  return found.available && (language === undefined || found.languages.includes(language));
}

/** Host processes (threads included) whose real uid is `uid`, read from /proc. */
export async function tasksOfUid(uid: number): Promise<{ pid: number; threads: number }[]> {
  const found: { pid: number; threads: number }[] = [];
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const status = await readFile(`/proc/${name}/status`, "utf8").catch(() => "");
    const realUid = status.match(/^Uid:\s+(\d+)/m)?.[1];
    const threads = Number(status.match(/^Threads:\s+(\d+)/m)?.[1] ?? 0);
    if (realUid === String(uid) && !/^State:\s+Z/m.test(status)) found.push({ pid: Number(name), threads });
  }
  return found;
}

/** Waits until no live process of `uid` remains, and says which remain after `timeoutMs`. */
export async function processesLeft(uid: number, timeoutMs = 3_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = await tasksOfUid(uid);
    if (left.length === 0 || Date.now() > deadline) return left.map((task) => task.pid);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The most threads `uid` had at once while `work` ran, sampled every 50 ms. */
export async function peakThreadsDuring<T>(uid: number, work: Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = 0;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      const tasks = await tasksOfUid(uid);
      peak = Math.max(
        peak,
        tasks.reduce((sum, task) => sum + task.threads, 0),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const result = await work.finally(() => {
    done = true;
  });
  await sampling;
  return { result, peak };
}
