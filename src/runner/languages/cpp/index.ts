import type { NativeLanguage } from "@/runner/languages/native-language";
import { readCppCompileError } from "./compile-error";
import { buildCppProgram } from "./program";

/**
 * g++'s flags: GNU C++20 as LeetCode's C++ is recent; -g1 keeps the line tables that give a thrown
 * exception or a crash its line; -w because warnings are not errors. A precompiled header must be built
 * with exactly these (precompiled-header.ts).
 */
export const CPP_FLAGS = ["-std=gnu++20", "-O2", "-g1", "-pipe", "-w", "-pthread"] as const;

/**
 * C++ as LeetCode runs it (with every standard header and `using namespace std;`), judged on a runner: the
 * harness (program.ts) and the solution compile into one program. With `precompiledHeaderDir` (a directory
 * prepared by buildPrecompiledHeader, readable by the job), g++ reads bits/stdc++.h from its precompiled
 * copy there, about 4 s of CPU less per compile; without it, or when the copy does not match, from the
 * ordinary header.
 */
export function createCppLanguage(options: { precompiledHeaderDir?: string } = {}): NativeLanguage {
  const include = options.precompiledHeaderDir ? [`-I${options.precompiledHeaderDir}`] : [];
  return {
    id: "cpp",
    label: "C++",
    buildProgram: buildCppProgram,
    compileArgv: ["/usr/bin/g++", ...CPP_FLAGS, ...include, "-o", "main", "main.cpp"],
    runArgv: () => ["./main"],
    readCompileError: readCppCompileError,
  };
}

export const cpp: NativeLanguage = createCppLanguage();
