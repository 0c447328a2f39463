import type { TestOutcome } from "@/shared/judge/grade-results";
import { checkProblemStructure, findDuplicateNames, findSimilarStatements } from "./check-problems";
import { formatLibraryTables, listUnmetTargets } from "./count-library";
import { type LibraryProblemEntry, readLibrary } from "./load-library";
import { runJavaScriptSolution } from "./run-javascript";
import { type PythonRunner, startPythonRunner } from "./run-python";

export type VerifyOptions = {
  contentDir?: string;
  /** Check only these problem slugs (questions and scenarios are still read). */
  only?: string[];
  isJavaScriptOnly?: boolean;
  /** Also fail unless the library meets LIBRARY_TARGETS. */
  isStrict?: boolean;
  timeoutMs?: number;
  /** A running Pyodide to reuse (the caller closes it); otherwise one is started and closed here. */
  pythonRunner?: PythonRunner;
};

export type VerifyReport = {
  problems: number;
  tests: number;
  /** Tests that passed in every language that ran. */
  passed: number;
  javascriptPassed: number;
  /** Undefined when Python did not run (`--js-only`). */
  pythonPassed: number | undefined;
  interviewQuestions: number;
  scenarios: number;
  failures: string[];
  unmetTargets: string[];
  tables: string[];
  summary: string;
};

/** Everything `npm run content:verify` checks, as data: the script prints it, the library test asserts on it. */
export async function verifyLibrary(options: VerifyOptions = {}): Promise<VerifyReport> {
  const python = options.isJavaScriptOnly ? undefined : (options.pythonRunner ?? startPythonRunner(options.timeoutMs));
  try {
    const { library, issues } = await readLibrary({ contentDir: options.contentDir, onlyProblems: options.only });
    const failures = [...issues, ...findDuplicateNames(library.problems), ...findSimilarStatements(library.problems)];
    failures.push(...findDuplicateSlugs("interview question", library.interviewQuestions));
    failures.push(...findDuplicateSlugs("scenario", library.scenarios));
    const tests = library.problems.reduce((sum, problem) => sum + problem.tests.length, 0);
    let javascriptPassed = 0;
    let pythonPassed = 0;
    let passed = 0;
    for (const problem of library.problems) {
      const structureIssues = checkProblemStructure(problem);
      failures.push(...structureIssues);
      if (structureIssues.length > 0) continue;
      const javascript = runJavaScriptSolution(problem, problem.solutions.javascript, options.timeoutMs);
      const pythonOutcomes = python
        ? await python.runSolution(problem, problem.solutions.python, options.timeoutMs)
        : undefined;
      failures.push(...describeFailures(problem, "JavaScript", javascript));
      if (pythonOutcomes) failures.push(...describeFailures(problem, "Python", pythonOutcomes));
      javascriptPassed += javascript.filter((outcome) => outcome.passed).length;
      pythonPassed += pythonOutcomes?.filter((outcome) => outcome.passed).length ?? 0;
      passed += javascript.filter(
        (outcome, index) => outcome.passed && (pythonOutcomes?.[index]?.passed ?? true),
      ).length;
    }
    const unmetTargets = listUnmetTargets(library);
    if (options.isStrict) failures.push(...unmetTargets.map((target) => `target not met: ${target}`));
    const pythonTally = python ? `Python ${pythonPassed}/${tests}` : "Python skipped";
    const summary =
      `content:verify: ${library.problems.length} problems, ${tests} tests, ${passed} passed ` +
      `(JavaScript ${javascriptPassed}/${tests}, ${pythonTally}); ${library.interviewQuestions.length} interview questions; ` +
      `${library.scenarios.length} scenarios; ${failures.length} failures`;
    return {
      problems: library.problems.length,
      tests,
      passed,
      javascriptPassed,
      pythonPassed: python ? pythonPassed : undefined,
      interviewQuestions: library.interviewQuestions.length,
      scenarios: library.scenarios.length,
      failures,
      unmetTargets,
      tables: formatLibraryTables(library),
      summary,
    };
  } finally {
    if (!options.pythonRunner) await python?.close();
  }
}

function describeFailures(problem: LibraryProblemEntry, language: string, outcomes: TestOutcome[]): string[] {
  return outcomes
    .filter((outcome) => !outcome.passed)
    .map((outcome) => {
      const result = outcome.error === undefined ? `actual ${shorten(outcome.actual)}` : `error ${outcome.error}`;
      return (
        `${problem.slug} [${language}] tests[${outcome.index}]: input ${shorten(outcome.input)}, ` +
        `expected ${shorten(outcome.expected)}, ${result}`
      );
    });
}

function findDuplicateSlugs(kind: string, records: { slug: string }[]): string[] {
  const seen = new Set<string>();
  return records.flatMap((record) => {
    if (!seen.has(record.slug)) {
      seen.add(record.slug);
      return [];
    }
    return [`${kind} slug "${record.slug}" is used more than once`];
  });
}

// Largest-size tests hold thousands of values: a failure line shows their start.
function shorten(value: unknown): string {
  const text = JSON.stringify(value) ?? "undefined";
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text;
}
