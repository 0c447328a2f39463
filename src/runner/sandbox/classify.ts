import { constants } from "node:os";

export type SandboxEnd = "exited" | "wall_time" | "cpu_time" | "memory" | "output" | "killed_by_caller";

/** Why the runner itself killed the run, if it did. */
export type RunnerKill = "wall_time" | "output" | "killed_by_caller";

/**
 * What runtimes and compilers print when an allocation fails under the memory limit. A thread the
 * process limit refused is not memory, though the JVM words it as OutOfMemoryError.
 */
const MEMORY_MESSAGES = [
  /std::bad_alloc/,
  /java\.lang\.OutOfMemoryError(?!: unable to create native thread)/,
  /insufficient memory for the Java Runtime Environment/,
  /Could not reserve enough space for .*object heap/,
  /fatal error: (runtime: )?out of memory/,
  /runtime: out of memory/,
  /failed to reserve page summary memory/,
  /virtual memory exhausted/,
  /out of memory allocating/,
  /cannot allocate memory/i,
];

export function looksLikeMemoryExhaustion(stderr: string): boolean {
  return MEMORY_MESSAGES.some((pattern) => pattern.test(stderr));
}

/** How a compiler driver (g++, go build) reports that one of its processes met the CPU limit. */
const CPU_MESSAGES = [/CPU time limit exceeded/];
/** How it reports a process killed outright, which the hard CPU limit does. */
const KILLED_MESSAGES = [/Killed signal terminated program/, /signal: killed/];

/** Signal names by number; the first name wins (SIGABRT, not its alias SIGIOT). */
const SIGNAL_NAMES = new Map<number, string>();
for (const [name, number] of Object.entries(constants.signals)) {
  if (!SIGNAL_NAMES.has(number)) SIGNAL_NAMES.set(number, name);
}

/**
 * The job's exit status as the sandbox reports it: the shell inside reports a signal as 128 + its
 * number, as shells do (so a program that exits with 137 reads as killed by SIGKILL).
 */
export function decodeStatus(code: number | null, signal: NodeJS.Signals | null) {
  if (signal !== null) return { exitCode: null, signal: signal as string };
  if (code !== null && code > 128 && SIGNAL_NAMES.has(code - 128)) {
    return { exitCode: null, signal: SIGNAL_NAMES.get(code - 128) ?? null };
  }
  return { exitCode: code, signal: null };
}

export type EndFacts = {
  runnerKill: RunnerKill | null;
  exitCode: number | null;
  signal: string | null;
  stderr: string;
  cpuMs: number | undefined;
  cpuSeconds: number;
};

/** Why the run ended, most specific cause first. */
export function classifyEnd(facts: EndFacts): SandboxEnd {
  if (facts.runnerKill) return facts.runnerKill;
  if (facts.signal === "SIGXCPU") return "cpu_time";
  // The hard CPU limit kills with SIGKILL, which a runtime ignoring SIGXCPU (Go) only ever sees.
  const nearCpuLimit = facts.cpuMs !== undefined && facts.cpuMs >= facts.cpuSeconds * 1000 * 0.9;
  if (facts.signal === "SIGKILL" && nearCpuLimit) return "cpu_time";
  const failed = facts.signal !== null || facts.exitCode !== 0;
  if (!failed) return "exited";
  // A process the job started met a limit and its parent reported that before exiting.
  if (CPU_MESSAGES.some((pattern) => pattern.test(facts.stderr))) return "cpu_time";
  if (nearCpuLimit && KILLED_MESSAGES.some((pattern) => pattern.test(facts.stderr))) return "cpu_time";
  if (looksLikeMemoryExhaustion(facts.stderr)) return "memory";
  return "exited";
}

/** CPU time of the job's processes that were waited for, from the shell's `times` (children line). */
export function parseTimes(report: string): number | undefined {
  const lines = report.trim().split("\n");
  const children = lines[lines.length - 1]?.match(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/);
  if (!children || lines.length < 2) return undefined;
  const [, userMin, userSec, sysMin, sysSec] = children.map(Number) as number[];
  return Math.round(((userMin ?? 0) * 60 + (userSec ?? 0) + (sysMin ?? 0) * 60 + (sysSec ?? 0)) * 1000);
}
