/** What a solution may print per test before the rest is cut (the text says it was cut). */
export const OUTPUT_LIMIT_CHARS = 4000;

import { LANGUAGES, type Language } from "./languages";

/** A test's time limit when the problem sets none (the product's 2 s), and the floor of every limit. */
export const DEFAULT_TIME_LIMIT_MS = 2000;

/** How many times its reference solution's slowest test a language's limit allows, and the ceiling. */
export const REFERENCE_TIME_FACTOR = 10;
export const MAX_TIME_LIMIT_MS = 10_000;

/** The engines whose reference times are measured: TypeScript runs as JavaScript, the others as themselves. */
export type ReferenceEngine = Exclude<Language, "typescript">;

type TimedProblem = { timeLimitMs?: number; referenceTimeMs?: Partial<Record<ReferenceEngine, number>> };

/** The engine a language's code runs in, whose reference time its limit derives from. */
export function referenceEngineOf(language: Language): ReferenceEngine {
  return language === "typescript" ? "javascript" : language;
}

/**
 * A test's time limit in a language: ten times what the reference solution's slowest test took in that
 * language's engine (measured by `content:verify -- --measure`: TypeScript runs as JavaScript; Java, C++
 * and Go as a runner runs them, the harness' clock around the call), in whole tenths of a second, never
 * under the problem's own limit (2 s unless it says otherwise) nor over 10 s. Python in the browser is
 * several times slower than JavaScript, and its limit says so.
 */
export function getTimeLimitMs(problem: TimedProblem, language: Language): number {
  const floor = problem.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const reference = problem.referenceTimeMs?.[referenceEngineOf(language)];
  if (reference === undefined) return floor;
  const derived = Math.ceil((reference * REFERENCE_TIME_FACTOR) / 100) * 100;
  return Math.min(MAX_TIME_LIMIT_MS, Math.max(floor, derived));
}

/** Every language's limit, as the problem page receives them. */
export function getTimeLimitsMs(problem: TimedProblem): Record<Language, number> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, getTimeLimitMs(problem, language)])) as Record<
    Language,
    number
  >;
}

/**
 * The verifier's limit for the library's reference solutions: generous because several processes
 * share two cores; an optimal solution needs far less.
 */
export const VERIFY_TIME_LIMIT_MS = 4000;

/** The memory a solution may use in a runner's languages (LeetCode's own limits are of this order). */
export const RUNNER_MEMORY_LIMIT_BYTES = 512 * 1024 ** 2;

/** The most code one draft or submission may hold. */
export const CODE_MAX_BYTES = 64 * 1024;
