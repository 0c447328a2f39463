/** What a solution may print per test before the rest is cut (the text says it was cut). */
export const OUTPUT_LIMIT_CHARS = 4000;

/** A test's time limit when the problem sets none (issue: default 2 s). */
export const DEFAULT_TIME_LIMIT_MS = 2000;

/**
 * The verifier's limit for the library's reference solutions: generous because several processes
 * share two cores; an optimal solution needs far less.
 */
export const VERIFY_TIME_LIMIT_MS = 4000;

/** The most code one draft or submission may hold. */
export const CODE_MAX_BYTES = 64 * 1024;
