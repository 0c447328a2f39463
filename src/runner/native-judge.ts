import { randomBytes } from "node:crypto";
import type { CompileError, JudgeTestCase, RawTestResult } from "@/shared/judge/judge-report";
import { OUTPUT_LIMIT_CHARS } from "@/shared/judge/limits";
import type { Signature } from "@/shared/schemas/problem-judge";
import { createHarnessReader, type HarnessReport } from "./harness-protocol";
import type { NativeLanguage, NativeProgram } from "./languages/native-language";

/** Why a sandboxed program ended. */
export type RunEnd = "exited" | "wall_time" | "cpu_time" | "memory" | "output" | "killed_by_caller";

export type RunLimits = {
  wallMs: number;
  cpuSeconds: number;
  memoryBytes: number;
  processes: number;
  fileBytes: number;
  openFiles: number;
  outputBytes: number;
};

/** The sandbox of one job as the judge uses it (sandbox/sandbox.ts is the real one). */
export type JobWorkspace = {
  writeFile(relativePath: string, content: string): Promise<void>;
  run(run: {
    argv: readonly string[];
    limits: RunLimits;
    onStdout?: (chunk: string) => "continue" | "kill";
    signal?: AbortSignal;
  }): Promise<{ exitCode: number | null; signal: string | null; stdout: string; stderr: string; ended: RunEnd }>;
};

export type NativeJob = {
  signature: Signature;
  tests: readonly JudgeTestCase[];
  code: string;
  /** Each test's time limit. */
  timeLimitMs: number;
  memoryBytes: number;
};

export type NativeJudgement =
  | { kind: "compile_error"; error: CompileError }
  | { kind: "results"; results: RawTestResult[] };

/** A compile may take this long, and the program this long to start before its first test's clock runs. */
// A C++ compile (bits/stdc++.h) takes 5–8 s of CPU, and a busy machine can stretch it past 30 s of wall clock.
export const COMPILE_LIMITS: RunLimits = {
  wallMs: 60_000,
  cpuSeconds: 30,
  memoryBytes: 2 * 1024 ** 3,
  processes: 64,
  fileBytes: 64 * 1024 ** 2,
  openFiles: 256,
  outputBytes: 64 * 1024,
};
const STARTUP_ALLOWANCE_MS = 3000;
/** What a whole run may print; a test's own output is cut at OUTPUT_LIMIT_CHARS for display. */
const RUN_OUTPUT_BYTES = 1024 * 1024;
/** How each runtime says it ran out of memory: the JVM, C++'s allocator, Go's runtime. */
const OUT_OF_MEMORY = /OutOfMemoryError|bad_alloc|out of memory/i;
/** How many times a crashed program is started again for the tests after the one that crashed it. */
const MAX_RESTARTS = 3;

/** Compiles and runs a job's code against its tests in `workspace`, and says what each test did. */
export async function judgeNative(
  language: NativeLanguage,
  job: NativeJob,
  workspace: JobWorkspace,
): Promise<NativeJudgement> {
  const program = language.buildProgram(job.signature, job.code);
  for (const file of program.files) await workspace.writeFile(file.path, file.content);
  if (language.compileArgv) {
    const compiled = await workspace.run({ argv: language.compileArgv, limits: COMPILE_LIMITS });
    if (compiled.ended !== "exited" || compiled.exitCode !== 0) {
      return { kind: "compile_error", error: describeCompileFailure(language, program, compiled) };
    }
  }
  const results: RawTestResult[] = [];
  for (let restarts = 0; results.length < job.tests.length && restarts <= MAX_RESTARTS; restarts++) {
    const ran = await runFrom(language, program, job, workspace, results.length);
    results.push(...ran.results);
    if (ran.stopped) break;
  }
  return { kind: "results", results };
}

function describeCompileFailure(
  language: NativeLanguage,
  program: NativeProgram,
  compiled: { stdout: string; stderr: string; ended: RunEnd },
): CompileError {
  if (compiled.ended === "wall_time" || compiled.ended === "cpu_time")
    return { message: `Compilation took longer than ${COMPILE_LIMITS.wallMs / 1000} s.` };
  if (compiled.ended === "memory") return { message: "Compilation ran out of memory." };
  return language.readCompileError(`${compiled.stdout}\n${compiled.stderr}`, program);
}

/**
 * Runs the tests from `first` on in one process. Each test has its own clock: the program is stopped
 * when a test runs past the time limit (the first one also gets the program's start-up time). A test
 * that ends the program (a crash, a limit) is reported, and `stopped` says whether the rest may still run.
 */
async function runFrom(
  language: NativeLanguage,
  program: NativeProgram,
  job: NativeJob,
  workspace: JobWorkspace,
  first: number,
): Promise<{ results: RawTestResult[]; stopped: boolean }> {
  const marker = `@@${randomBytes(12).toString("hex")}@@`;
  await workspace.writeFile(
    "tests.json",
    JSON.stringify({ marker, tests: job.tests.slice(first).map((test) => test.input) }),
  );
  const reader = createHarnessReader(marker);
  const results: RawTestResult[] = [];
  const clock = createTestClock(job.timeLimitMs + STARTUP_ALLOWANCE_MS);
  // The whole run's budget, behind the clock per test: start-up and every remaining test's limit.
  const budgetMs = STARTUP_ALLOWANCE_MS + job.timeLimitMs * (job.tests.length - first);
  const run = await workspace.run({
    argv: language.runArgv({ memoryBytes: job.memoryBytes }),
    limits: {
      ...COMPILE_LIMITS,
      wallMs: budgetMs + 1000,
      cpuSeconds: Math.ceil(budgetMs / 1000) + 1,
      memoryBytes: job.memoryBytes,
      outputBytes: RUN_OUTPUT_BYTES,
    },
    signal: clock.signal,
    onStdout: (chunk) => {
      for (const report of reader.push(chunk)) {
        results.push(toRawResult(report, program));
        clock.restart(job.timeLimitMs);
      }
      return "continue";
    },
  });
  clock.stop();
  if (results.length === job.tests.length - first) return { results, stopped: false };
  const ended = clock.signal.aborted ? "wall_time" : run.ended;
  const failure = describeEnd(ended, run, job.timeLimitMs);
  results.push({ kind: "error", ...failure, output: cut(reader.rest()), timeMs: 0 });
  return { results, stopped: failure.verdict !== "runtime_error" };
}

function toRawResult(report: HarnessReport, program: NativeProgram): RawTestResult {
  const output = cut(report.output);
  if ("error" in report) {
    const isMemory = OUT_OF_MEMORY.test(report.error);
    return {
      kind: "error",
      verdict: isMemory ? "memory_limit_exceeded" : "runtime_error",
      message: report.error,
      ...(report.line !== null && report.line > program.userLineOffset
        ? { line: report.line - program.userLineOffset }
        : {}),
      output,
      timeMs: 0,
    };
  }
  return { kind: "value", actual: report.value, output, timeMs: report.ms };
}

/** The line a crash handler reports last ("Segmentation fault (…) at line 6"), in the user's own numbering. */
const CRASH_LINE = /^(?:Segmentation fault|Arithmetic error|Aborted) .* at line (\d+)\s*$/m;

function describeEnd(
  ended: RunEnd,
  run: { exitCode: number | null; signal: string | null; stderr: string },
  timeLimitMs: number,
): { verdict: Extract<RawTestResult, { kind: "error" }>["verdict"]; message: string; line?: number } {
  switch (ended) {
    case "wall_time":
    case "cpu_time":
      return {
        verdict: "time_limit_exceeded",
        message: `The test ran past the time limit of ${timeLimitMs / 1000} s.`,
      };
    case "memory":
      return { verdict: "memory_limit_exceeded", message: "The program ran out of memory." };
    case "output":
      return { verdict: "output_limit_exceeded", message: "The program printed more than 1 MB." };
    default: {
      // A runtime that ran out of memory before the sandbox noticed (Go's "fatal error: runtime: out of memory").
      if (OUT_OF_MEMORY.test(run.stderr))
        return { verdict: "memory_limit_exceeded", message: "The program ran out of memory." };
      // A C++ crash handler names the user's line (src/runner/languages/cpp/runtime-trace.ts): it becomes the
      // test's line, which the page shows beside the message.
      const crash = CRASH_LINE.exec(run.stderr);
      const stderr = crash ? run.stderr.replace(crash[0], crash[0].replace(/ at line \d+\s*$/, "")) : run.stderr;
      const detail = stderr.trim().split("\n").slice(-3).join("\n");
      const cause = run.signal
        ? `The program was ended by ${run.signal}`
        : `The program exited with code ${run.exitCode}`;
      return {
        verdict: "runtime_error",
        message: detail ? `${cause}: ${detail}` : `${cause}.`,
        ...(crash ? { line: Number(crash[1]) } : {}),
      };
    }
  }
}

/** A per-test clock: aborts when the running test has had its time. */
function createTestClock(firstMs: number) {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), firstMs);
  return {
    signal: controller.signal,
    restart(ms: number) {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), ms);
    },
    stop: () => clearTimeout(timer),
  };
}

/** What a test printed, cut as the browser's judges cut it. */
function cut(text: string): string {
  return text.length > OUTPUT_LIMIT_CHARS ? `${text.slice(0, OUTPUT_LIMIT_CHARS)}\n… output truncated` : text;
}
