import type { RunnerLanguage } from "@/shared/judge/languages";
import { NATIVE_LANGUAGES } from "./languages";
import { createCppLanguage } from "./languages/cpp";
import { PRECOMPILED_HEADER_MOUNT, preparePrecompiledHeader } from "./languages/cpp/precompiled-header";
import type { NativeLanguage } from "./languages/native-language";
import { createJobSandbox, defaultGoCacheDir, type JobSandbox, prepareGoCache } from "./sandbox";

export type PreparedLanguages = {
  /** The languages prepared, each as its jobs compile it here. */
  languages: Partial<Record<RunnerLanguage, NativeLanguage>>;
  /** A fresh sandbox for one job, with what the languages prepared mounted read-only. */
  createSandbox: () => Promise<JobSandbox>;
};

/**
 * What a runner does once before its first job, for the languages this machine has (sandboxAvailability
 * says which): warms Go's build cache (up to a minute the first time on 2 cores, then under 2 s) and
 * precompiles C++'s bits/stdc++.h (about 15 s the first time), which makes every C++ compile about 4 s of
 * CPU shorter. Both live in the system's temp dir, are reused by later runs, and are mounted read-only in
 * each job's sandbox. The runner process (`npm run runner`) and the local runner of `npm run judge` and
 * `content:verify` both start here.
 */
export async function prepareLanguages(
  wanted: readonly RunnerLanguage[],
  onProgress: (message: string) => void = () => {},
): Promise<PreparedLanguages> {
  let goCache: string | undefined;
  if (wanted.includes("go")) {
    onProgress("Warming the Go build cache (up to a minute the first time)…");
    const prepared = await prepareGoCache(defaultGoCacheDir());
    if (!prepared.ok) throw new Error(`The Go build cache could not be filled: ${prepared.stderr}`);
    goCache = prepared.dir;
  }
  const cppHeaders = wanted.includes("cpp") ? await precompileCppHeaders(onProgress) : undefined;
  const prepared: Record<RunnerLanguage, NativeLanguage> = {
    ...NATIVE_LANGUAGES,
    ...(cppHeaders ? { cpp: createCppLanguage({ precompiledHeaderDir: PRECOMPILED_HEADER_MOUNT }) } : {}),
  };
  return {
    languages: Object.fromEntries(wanted.map((language) => [language, prepared[language]])),
    createSandbox: () => createJobSandbox({ goCache, cppHeaders }),
  };
}

/** The precompiled headers' directory, or undefined when they could not be built (C++ then compiles without). */
async function precompileCppHeaders(onProgress: (message: string) => void): Promise<string | undefined> {
  try {
    return await preparePrecompiledHeader(() => onProgress("Precompiling C++'s standard headers (about 15 s)…"));
  } catch (error) {
    onProgress(`C++'s headers could not be precompiled; C++ compiles without them: ${(error as Error).message}`);
    return undefined;
  }
}
