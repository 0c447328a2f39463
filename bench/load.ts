// One row of the load tables (bench/run.ts, bench/signed-in-reads.ts, bench/writes.ts): autocannon
// against one URL, with the load generator's own CPU and the server's CPU per answer beside it.
// Figures are printed, never asserted.
import fs from "node:fs";
import autocannon from "autocannon";

/** A server under load: where it answers, and its process (for its CPU). */
export type Server = { url: string; pid: number };

/**
 * A load's rate and latency; autocannon's own CPU as a share of one core (it runs in the bench's
 * process); and the server's CPU per answer in µs (every thread of its process, from /proc), the
 * measure that does not depend on how the two share the machine's cores.
 */
export type Result = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  connections: number;
  clientCpu: number;
  serverUsPerAnswer: number | undefined;
};

/** Linux's clock ticks per second, in which /proc/<pid>/stat counts CPU time (USER_HZ, 100 on every current kernel). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far (user and system, all threads) in seconds, or undefined where /proc cannot tell. */
function readCpuSeconds(pid: number): number | undefined {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/** Unmeasured load before a read's row, so that each server is measured with its hot code compiled, not while V8 compiles it. */
const WARM_UP_S = 1;

/**
 * Runs autocannon with these settings against the server process `serverPid`, after a second of the same
 * load unmeasured when it only reads; any answer other than 2xx, or any error, fails the bench.
 */
export async function measureLoad(
  label: string,
  serverPid: number,
  settings: autocannon.Options & { connections: number },
): Promise<Result> {
  if ((settings.method ?? "GET") === "GET") await autocannon({ ...settings, duration: WARM_UP_S });
  const cpuBefore = process.cpuUsage();
  const serverBefore = readCpuSeconds(serverPid);
  const result = await autocannon(settings);
  const serverAfter = readCpuSeconds(serverPid);
  const cpu = process.cpuUsage(cpuBefore);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    label,
    // Total over elapsed time: a run cut short by maxOverallRequests ends inside a second, which
    // skews the per-second mean.
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    connections: settings.connections,
    clientCpu: (cpu.user + cpu.system) / 1e6 / result.duration,
    serverUsPerAnswer:
      serverBefore === undefined || serverAfter === undefined || result.requests.total === 0
        ? undefined
        : ((serverAfter - serverBefore) / result.requests.total) * 1e6,
  };
}
