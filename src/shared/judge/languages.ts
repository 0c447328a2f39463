/** The languages judged in the user's browser, each in its own Web Worker. */
export const BROWSER_LANGUAGES = ["javascript", "typescript", "python"] as const;
export type BrowserLanguage = (typeof BROWSER_LANGUAGES)[number];

/** The languages a runner judges on a server, each job in a fresh sandbox (docs/runners.md). */
export const RUNNER_LANGUAGES = ["java", "cpp", "go"] as const;
export type RunnerLanguage = (typeof RUNNER_LANGUAGES)[number];

/** Every language a user can solve a problem in, in the editor's order. */
export const LANGUAGES = [...BROWSER_LANGUAGES, ...RUNNER_LANGUAGES] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<Language, string> = {
  javascript: "JavaScript",
  typescript: "TypeScript",
  python: "Python",
  java: "Java",
  cpp: "C++",
  go: "Go",
};

export function isRunnerLanguage(language: Language): language is RunnerLanguage {
  return (RUNNER_LANGUAGES as readonly Language[]).includes(language);
}

/** The Debian packages a runner's machine needs for each language (Go 1.23 from bookworm-backports). */
export const RUNNER_LANGUAGE_PACKAGES: Record<RunnerLanguage, readonly string[]> = {
  java: ["openjdk-17-jdk-headless"],
  cpp: ["g++"],
  go: ["golang-1.23-go"],
};

/** The packages of the sandbox every runner needs: bwrap; prlimit and setpriv come with util-linux. */
export const SANDBOX_PACKAGES: readonly string[] = ["bubblewrap", "util-linux"];
