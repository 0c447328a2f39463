/** The languages a user can solve a problem in: each runs in its own Web Worker in the user's browser. */
export const LANGUAGES = ["javascript", "typescript", "python"] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<Language, string> = {
  javascript: "JavaScript",
  typescript: "TypeScript",
  python: "Python",
};

/** The languages a runner judges on a server, each job in a fresh sandbox (docs/runners.md). */
export const RUNNER_LANGUAGES = ["java", "cpp", "go"] as const;
export type RunnerLanguage = (typeof RUNNER_LANGUAGES)[number];

export const RUNNER_LANGUAGE_LABELS: Record<RunnerLanguage, string> = { java: "Java", cpp: "C++", go: "Go" };
