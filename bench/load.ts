// One row of the load tables (bench/run.ts, bench/signed-in-reads.ts, bench/writes.ts): autocannon
// against one URL, with the load generator's own CPU beside it. Figures are printed, never asserted.
import autocannon from "autocannon";

/** A load's rate, latency, and autocannon's own CPU as a share of one core (it runs in the bench's process). */
export type Result = { label: string; rps: number; p50: number; p99: number; connections: number; clientCpu: number };

/** Runs autocannon with these settings; any answer other than 2xx, or any error, fails the bench. */
export async function measureLoad(
  label: string,
  settings: autocannon.Options & { connections: number },
): Promise<Result> {
  const cpuBefore = process.cpuUsage();
  const result = await autocannon(settings);
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
  };
}
