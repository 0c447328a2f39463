import { getQuickJS } from "quickjs-emscripten";
import { type PythonJudge, startPythonJudge } from "@/server/judge/python-judge";
import type { JudgeReport } from "@/shared/judge/judge-report";
import { LANGUAGE_LABELS, RUNNER_LANGUAGES, type RunnerLanguage } from "@/shared/judge/languages";
import { VERIFY_TIME_LIMIT_MS } from "@/shared/judge/limits";
import { judgeJavaScript } from "@/shared/judge/quickjs-judge";
import { checkLibraryContent } from "./check-content";
import { checkProblemStructure } from "./check-problems";
import { checkValidator } from "./check-validators";
import { formatLibraryTables, listUnmetTargets } from "./count-library";
import { describeFailures, slowestTest } from "./describe-failures";
import { type LibraryProblemEntry, readLibrary } from "./load-library";
import { rejectPrinting } from "./reject-printing";
import { checkEditorials, verifyBruteForces, verifyStatedComplexity } from "./verify-editorials";
import { type NativeVerifyOptions, verifyNativeSolutions } from "./verify-native";

/** The reference solutions content:verify can prove: the browser's engines and the runners' languages. */
export const VERIFY_LANGUAGES = ["javascript", "python", ...RUNNER_LANGUAGES] as const;
export type VerifyLanguage = (typeof VERIFY_LANGUAGES)[number];
/** What runs unless asked otherwise: the browser's languages (the runners' take minutes to compile). */
export const DEFAULT_VERIFY_LANGUAGES: readonly VerifyLanguage[] = ["javascript", "python"];

export type VerifyOptions = {
  contentDir?: string;
  /** Check only these problem slugs (questions and scenarios are still read). */
  only?: string[];
  /** The reference solutions to run (DEFAULT_VERIFY_LANGUAGES unless set). */
  languages?: readonly VerifyLanguage[];
  /** JavaScript only: `languages: ["javascript"]`. */
  isJavaScriptOnly?: boolean;
  /** Also fail unless the library meets LIBRARY_TARGETS. */
  isStrict?: boolean;
  /** Per test, for every language (VERIFY_TIME_LIMIT_MS unless set). */
  timeoutMs?: number;
  /** A running Python judge to reuse (the caller closes it); otherwise one is started and closed here. */
  pythonJudge?: PythonJudge;
  /** Also time each reference solution and hold its stated time to the estimator's reading (minutes). */
  isTimingComplexity?: boolean;
  /** Java, C++ and Go: how many are judged at once, whether they are measured (verify-native.ts). */
  native?: Omit<NativeVerifyOptions, "timeLimitMs">;
};

export type VerifyReport = {
  problems: number;
  tests: number;
  /** Tests that passed in every language that ran. */
  passed: number;
  /** Undefined when JavaScript did not run. */
  javascriptPassed: number | undefined;
  /** Undefined when Python did not run (`--js-only`). */
  pythonPassed: number | undefined;
  /** Per runner language that ran. */
  nativePassed: Partial<Record<RunnerLanguage, number>>;
  /** How long each runner language took. */
  nativeDurationsMs: Partial<Record<RunnerLanguage, number>>;
  interviewQuestions: number;
  scenarios: number;
  failures: string[];
  unmetTargets: string[];
  tables: string[];
  summary: string;
  /** Per problem, the reference solutions' slowest test in ms per engine (`--measure` writes them). */
  referenceTimes: Record<string, Partial<Record<VerifyLanguage, number>>>;
};

/** Everything `npm run content:verify` checks, as data: the script prints it, the library test asserts on it. */
export async function verifyLibrary(options: VerifyOptions = {}): Promise<VerifyReport> {
  const languages: readonly VerifyLanguage[] = options.isJavaScriptOnly
    ? ["javascript"]
    : (options.languages ?? DEFAULT_VERIFY_LANGUAGES);
  // Python is judged as in the browser (the shared judgePython), in Pyodide on a worker thread.
  const python = languages.includes("python") ? (options.pythonJudge ?? startPythonJudge()) : undefined;
  try {
    const timeLimitMs = options.timeoutMs ?? VERIFY_TIME_LIMIT_MS;
    const { library, issues } = await readLibrary({ contentDir: options.contentDir, onlyProblems: options.only });
    const failures = [...issues, ...checkLibraryContent(library, options)];
    const sound = library.problems.filter((problem) => {
      const structureIssues = [...checkProblemStructure(problem), ...checkValidator(problem)];
      failures.push(...structureIssues);
      return structureIssues.length === 0;
    });
    const engines = { javascript: languages.includes("javascript"), python };
    const browser = await verifyBrowserSolutions(sound, engines, timeLimitMs);
    const nativeLanguages = RUNNER_LANGUAGES.filter((language) => languages.includes(language));
    const native = await verifyNativeSolutions(sound, nativeLanguages, { ...options.native, timeLimitMs });
    failures.push(...browser.failures, ...native.failures, ...checkEditorials(sound));
    if (python) failures.push(...(await verifyBruteForces(sound, python, timeLimitMs)));
    const complexity = options.isTimingComplexity
      ? await verifyStatedComplexity(sound, await getQuickJS(), timeLimitMs)
      : { failures: [], lines: [] };
    failures.push(...complexity.failures);
    const tests = library.problems.reduce((sum, problem) => sum + problem.tests.length, 0);
    const passed = sound.reduce((sum, problem) => {
      const inBrowser = browser.testsPassed.get(problem.slug) ?? [];
      const inRunner = native.testsPassed.get(problem.slug) ?? [];
      return sum + problem.tests.filter((_, index) => inBrowser[index] !== false && inRunner[index] !== false).length;
    }, 0);
    const unmetTargets = listUnmetTargets(library);
    if (options.isStrict) failures.push(...unmetTargets.map((target) => `target not met: ${target}`));
    const referenceTimes: VerifyReport["referenceTimes"] = {};
    for (const problem of sound)
      referenceTimes[problem.slug] = {
        ...browser.referenceTimes[problem.slug],
        ...native.referenceTimes[problem.slug],
      };
    const tallies = formatTallies(languages, tests, {
      javascript: browser.javascriptPassed,
      python: python ? browser.pythonPassed : undefined,
      ...native.passed,
    });
    const expectations = library.scenarios.reduce((sum, scenario) => sum + scenario.expectations.length, 0);
    const summary =
      `content:verify: ${library.problems.length} problems, ${tests} tests, ${passed} passed ` +
      `(${tallies.join(", ")}); ${library.interviewQuestions.length} interview questions; ` +
      `${library.scenarios.length} scenarios (${expectations} design expectations); ` +
      `${failures.length} failures`;
    return {
      problems: library.problems.length,
      tests,
      passed,
      javascriptPassed: browser.javascriptPassed,
      pythonPassed: python ? browser.pythonPassed : undefined,
      nativePassed: native.passed,
      nativeDurationsMs: native.durationsMs,
      interviewQuestions: library.interviewQuestions.length,
      scenarios: library.scenarios.length,
      failures,
      unmetTargets,
      tables: [...formatLibraryTables(library), ...complexity.lines],
      summary,
      referenceTimes,
    };
  } finally {
    if (!options.pythonJudge) await python?.close();
  }
}

/**
 * Per language, `Java 1520/1520`, or that it was skipped; the runners' languages skipped say how to run them.
 */
function formatTallies(
  languages: readonly VerifyLanguage[],
  tests: number,
  passed: Partial<Record<VerifyLanguage, number>>,
): string[] {
  const tallies = VERIFY_LANGUAGES.filter((language) => languages.includes(language) || !isRunner(language)).map(
    (language) => {
      const count = passed[language];
      return `${LANGUAGE_LABELS[language]} ${count === undefined ? "skipped" : `${count}/${tests}`}`;
    },
  );
  const skipped = RUNNER_LANGUAGES.filter((language) => !languages.includes(language));
  if (skipped.length > 0) {
    const names = skipped.map((language) => LANGUAGE_LABELS[language]);
    const named = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join("");
    tallies.push(`${named} skipped: --languages ${[...languages, ...skipped].join(",")} runs them`);
  }
  return tallies;
}

const isRunner = (language: VerifyLanguage) => (RUNNER_LANGUAGES as readonly string[]).includes(language);

/**
 * JavaScript in QuickJS (the judge that runs users' code in the browser and proves AI problems on the
 * server) and Python in Pyodide, problem by problem.
 */
async function verifyBrowserSolutions(
  problems: readonly LibraryProblemEntry[],
  engines: { javascript: boolean; python: PythonJudge | undefined },
  timeLimitMs: number,
) {
  const quickjs = engines.javascript ? await getQuickJS() : undefined;
  const failures: string[] = [];
  const testsPassed = new Map<string, boolean[]>();
  const referenceTimes: Record<string, { javascript?: number; python?: number }> = {};
  let javascriptPassed = 0;
  let pythonPassed = 0;
  for (const problem of problems) {
    const javascript = quickjs
      ? rejectPrinting(
          judgeJavaScript(quickjs, {
            problem: { ...problem, timeLimitMs },
            tests: problem.tests,
            source: problem.solutions.javascript,
          }),
        )
      : undefined;
    const python = engines.python
      ? rejectPrinting(
          await engines.python.judge({ code: problem.solutions.python, problem, tests: problem.tests }, timeLimitMs),
        )
      : undefined;
    if (javascript) failures.push(...describeFailures(problem.slug, "JavaScript", javascript));
    if (python) failures.push(...describeFailures(problem.slug, "Python", python));
    javascriptPassed += javascript?.passed ?? 0;
    pythonPassed += python?.passed ?? 0;
    referenceTimes[problem.slug] = {
      ...(javascript ? { javascript: slowestTest(javascript) } : {}),
      ...(python ? { python: slowestTest(python) } : {}),
    };
    const passedIn = (report: JudgeReport | undefined, index: number) => report?.tests[index]?.passed ?? true;
    testsPassed.set(
      problem.slug,
      problem.tests.map((_, index) => passedIn(javascript, index) && passedIn(python, index)),
    );
  }
  const javascriptTally = quickjs ? javascriptPassed : undefined;
  return { failures, testsPassed, referenceTimes, javascriptPassed: javascriptTally, pythonPassed };
}
