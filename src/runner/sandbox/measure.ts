/**
 * The sandbox's figures for docs/runners.md: start overhead and hello-world compile and run times per
 * language, medians. `node --import tsx src/runner/sandbox/measure.ts [runs]` (as root, as the runner).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { prepareGoCache } from "./go-cache";
import { DEFAULT_COMPILE_LIMITS, DEFAULT_RUN_LIMITS } from "./limits";
import { createJobSandbox } from "./sandbox";
import { type LanguageId, TOOLCHAINS } from "./toolchains";

const HELLO: Record<LanguageId, Record<string, string>> = {
  cpp: { "main.cpp": '#include <iostream>\nint main() { std::cout << "hello" << std::endl; }\n' },
  java: {
    "Main.java":
      'public class Main { public static void main(String[] a) { System.out.println("hello " + Solution.x()); } }\n',
    "Solution.java": "class Solution { static int x() { return 42; } }\n",
  },
  go: {
    "main.go": 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("hello", solve()) }\n',
    "solution.go": "package main\n\nfunc solve() int { return 42 }\n",
  },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function startOverhead(runs: number) {
  const sandbox = await createJobSandbox();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await sandbox.run({ argv: ["true"], limits: DEFAULT_RUN_LIMITS })).wallMs);
  await sandbox.dispose();
  return median(times);
}

async function hello(language: LanguageId, runs: number, goCache?: string) {
  const toolchain = TOOLCHAINS[language];
  const compiles: number[] = [];
  const starts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const sandbox = await createJobSandbox({ goCache });
    try {
      for (const [file, text] of Object.entries(HELLO[language])) await sandbox.writeFile(file, text);
      const files = Object.keys(HELLO[language]);
      const env = toolchain.env;
      // Without the shared cache, Go compiles its standard library first: more than the default limits.
      const cold = language === "go" && !goCache;
      const limits = cold ? { ...DEFAULT_COMPILE_LIMITS, wallMs: 300_000, cpuSeconds: 300 } : DEFAULT_COMPILE_LIMITS;
      const compiled = await sandbox.run({ argv: toolchain.compile(files, limits), env, limits });
      const ran = await sandbox.run({ argv: toolchain.run(DEFAULT_RUN_LIMITS), env, limits: DEFAULT_RUN_LIMITS });
      if (!ran.stdout.startsWith("hello")) throw new Error(`${language}: ${compiled.stderr}${ran.stderr}`);
      compiles.push(compiled.wallMs);
      starts.push(ran.wallMs);
    } finally {
      await sandbox.dispose();
    }
  }
  return `compile ${median(compiles)} ms, run ${median(starts)} ms`;
}

const runs = Number(process.argv[2] ?? 5);
console.log(
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")} on ${os.cpus().length} cores`,
);
console.log(`start overhead (true): ${await startOverhead(runs * 4)} ms`);
console.log(`C++ hello: ${await hello("cpp", runs)}`);
console.log(`Java hello: ${await hello("java", runs)}`);
console.log(`Go hello, no shared cache: ${await hello("go", 1)}`);
const cacheDir = await mkdtemp(path.join(os.tmpdir(), "preppilot-go-cache-"));
try {
  console.log(`Go cache, filled from nothing: ${(await prepareGoCache(cacheDir)).ms} ms`);
  console.log(`Go cache, filled again: ${(await prepareGoCache(cacheDir)).ms} ms`);
  console.log(`Go hello, warm shared cache: ${await hello("go", runs, cacheDir)}`);
} finally {
  await rm(cacheDir, { recursive: true, force: true });
}
