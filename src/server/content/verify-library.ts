import path from "node:path";
import { getQuickJS } from "quickjs-emscripten";
import { type PythonJudge, startPythonJudge } from "@/server/judge/python-judge";
import { matchKeyPoints, parsePhrasing } from "@/shared/answer-check/key-points";
import { CONCEPT_IDS } from "@/shared/design/concepts";
import { checkDesign, describeExpectation } from "@/shared/design/design-rules";
import type { JudgeReport } from "@/shared/judge/judge-report";
import { VERIFY_TIME_LIMIT_MS } from "@/shared/judge/limits";
import { judgeJavaScript } from "@/shared/judge/quickjs-judge";
import type { JudgedTest } from "@/shared/judge/verdicts";
import type { LibraryInterviewQuestion, LibraryScenario } from "@/shared/schemas/content";
import { checkProblemLists } from "./check-lists";
import { checkProblemStructure, findDuplicateNames, findSimilarStatements } from "./check-problems";
import { checkValidator } from "./check-validators";
import { formatLibraryTables, listUnmetTargets } from "./count-library";
import { CONTENT_DIR, type LibraryProblemEntry, readLibrary } from "./load-library";
import { rejectPrinting } from "./reject-printing";

export type VerifyOptions = {
  contentDir?: string;
  /** Check only these problem slugs (questions and scenarios are still read). */
  only?: string[];
  isJavaScriptOnly?: boolean;
  /** Also fail unless the library meets LIBRARY_TARGETS. */
  isStrict?: boolean;
  /** Per test, for both languages (VERIFY_TIME_LIMIT_MS unless set). */
  timeoutMs?: number;
  /** A running Python judge to reuse (the caller closes it); otherwise one is started and closed here. */
  pythonJudge?: PythonJudge;
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
  /** Per problem, the reference solutions' slowest test in ms per engine (`--measure` writes them). */
  referenceTimes: Record<string, { javascript?: number; python?: number }>;
};

/** Everything `npm run content:verify` checks, as data: the script prints it, the library test asserts on it. */
export async function verifyLibrary(options: VerifyOptions = {}): Promise<VerifyReport> {
  // Python is judged as in the browser (the shared judgePython), in Pyodide on a worker thread.
  const python = options.isJavaScriptOnly ? undefined : (options.pythonJudge ?? startPythonJudge());
  try {
    // The same QuickJS judge that runs users' code in the browser and proves AI problems on the server.
    const quickjs = await getQuickJS();
    const timeLimitMs = options.timeoutMs ?? VERIFY_TIME_LIMIT_MS;
    const { library, issues } = await readLibrary({ contentDir: options.contentDir, onlyProblems: options.only });
    const failures = [...issues, ...findDuplicateNames(library.problems), ...findSimilarStatements(library.problems)];
    // With `only`, the other problems were not read: every list would name "unknown" slugs.
    if (!options.only) failures.push(...checkProblemLists(library.lists ?? [], library.problems));
    failures.push(...findDuplicateSlugs("interview question", library.interviewQuestions));
    const contentName = path.basename(options.contentDir ?? CONTENT_DIR);
    failures.push(...library.interviewQuestions.flatMap((question) => checkKeyPoints(question, contentName)));
    failures.push(...findDuplicateSlugs("scenario", library.scenarios));
    failures.push(...library.scenarios.flatMap((scenario) => checkExpectations(scenario, contentName)));
    failures.push(...checkConcepts(library.scenarios, contentName));
    const expectations = library.scenarios.reduce((sum, scenario) => sum + scenario.expectations.length, 0);
    const tests = library.problems.reduce((sum, problem) => sum + problem.tests.length, 0);
    let javascriptPassed = 0;
    let pythonPassed = 0;
    let passed = 0;
    const referenceTimes: VerifyReport["referenceTimes"] = {};
    for (const problem of library.problems) {
      const structureIssues = [...checkProblemStructure(problem), ...checkValidator(problem)];
      failures.push(...structureIssues);
      if (structureIssues.length > 0) continue;
      const javascript = rejectPrinting(
        judgeJavaScript(quickjs, {
          problem: { ...problem, timeLimitMs },
          tests: problem.tests,
          source: problem.solutions.javascript,
        }),
      );
      const pythonReport: JudgeReport | undefined = python
        ? rejectPrinting(
            await python.judge({ code: problem.solutions.python, problem, tests: problem.tests }, timeLimitMs),
          )
        : undefined;
      failures.push(...describeFailures(problem, "JavaScript", javascript));
      if (pythonReport) failures.push(...describeFailures(problem, "Python", pythonReport));
      javascriptPassed += javascript.passed;
      pythonPassed += pythonReport?.passed ?? 0;
      referenceTimes[problem.slug] = {
        javascript: slowestTest(javascript),
        ...(pythonReport ? { python: slowestTest(pythonReport) } : {}),
      };
      passed += javascript.tests.filter(
        (test, index) => test.passed && (pythonReport?.tests[index]?.passed ?? true),
      ).length;
    }
    const unmetTargets = listUnmetTargets(library);
    if (options.isStrict) failures.push(...unmetTargets.map((target) => `target not met: ${target}`));
    const pythonTally = python ? `Python ${pythonPassed}/${tests}` : "Python skipped";
    const summary =
      `content:verify: ${library.problems.length} problems, ${tests} tests, ${passed} passed ` +
      `(JavaScript ${javascriptPassed}/${tests}, ${pythonTally}); ${library.interviewQuestions.length} interview questions; ` +
      `${library.scenarios.length} scenarios (${expectations} design expectations); ` +
      `${failures.length} failures`;
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
      referenceTimes,
    };
  } finally {
    if (!options.pythonJudge) await python?.close();
  }
}

/** The slowest test's time in ms, to a tenth (what the judge's time limits derive from). */
function slowestTest(report: JudgeReport): number {
  const slowest = Math.max(0.1, ...report.tests.map((test) => test.timeMs ?? 0));
  return Math.ceil(slowest * 10) / 10;
}

function describeFailures(problem: LibraryProblemEntry, language: string, report: JudgeReport): string[] {
  if (report.compileError) {
    const { message, line } = report.compileError;
    return [`${problem.slug} [${language}] does not compile: ${message}${line ? ` (line ${line})` : ""}`];
  }
  return report.tests
    .filter((test) => !test.passed)
    .map((test) => {
      return (
        `${problem.slug} [${language}] tests[${test.index}]: input ${shorten(test.input)}, ` +
        `expected ${shorten(test.expected)}, ${describeResult(test)}`
      );
    });
}

function describeResult(test: JudgedTest): string {
  if (test.verdict === "wrong_answer") return `actual ${shorten(test.actual)}`;
  const where = test.line === undefined ? "" : ` (line ${test.line})`;
  return `${test.verdict} ${test.message ?? ""}${where}`;
}

/** The shortest prefix stem: "ca*" would match call, case and cat as readily as cache. */
const MIN_PREFIX_LENGTH = 4;

/**
 * A question's key points must be matchable (every phrasing has words, no prefix so short it matches
 * anything), distinct, and each said by the question's own expected answer: a point the model answer
 * never states would mark every strong answer down.
 */
function checkKeyPoints(question: LibraryInterviewQuestion, contentName = "content"): string[] {
  const where = `${contentName}/interview-questions/${question.type}.json (${question.slug})`;
  const failures: string[] = [];
  const seen = new Set<string>();
  for (const { point, phrasings } of question.keyPoints) {
    if (seen.has(point.toLowerCase())) failures.push(`${where}: key point "${point}" appears more than once`);
    seen.add(point.toLowerCase());
    for (const phrasing of phrasings) {
      const pattern = parsePhrasing(phrasing);
      if (pattern.length === 0) failures.push(`${where}: key point "${point}": phrasing "${phrasing}" has no words`);
      if (pattern.some(({ word, isPrefix }) => isPrefix && word.length < MIN_PREFIX_LENGTH))
        failures.push(
          `${where}: key point "${point}": phrasing "${phrasing}" has a prefix shorter than ${MIN_PREFIX_LENGTH} letters`,
        );
    }
  }
  for (const match of matchKeyPoints(question.expectedAnswer, question.keyPoints)) {
    if (match.span === null) failures.push(`${where}: expectedAnswer never says key point "${match.point}"`);
  }
  return failures;
}

// A reference design is the sketch an interviewer would draw on a whiteboard: big enough to show the
// architecture, small enough to read at a glance.
const MIN_REFERENCE_COMPONENTS = 6;
const MAX_REFERENCE_COMPONENTS = 15;

/**
 * A scenario's design expectations must be well-formed (a kind exactly for `uses-kind`, no (rule, kind)
 * twice), and its reference design must meet every one of them: an expectation that the interviewer's own
 * sketch misses is either wrong or checked by a rule that reads diagrams wrongly.
 */
function checkExpectations(scenario: LibraryScenario, contentName = "content"): string[] {
  const where = `${contentName}/scenarios/${scenario.complexity}.json (${scenario.slug})`;
  const { expectations, referenceDesign } = scenario;
  const failures: string[] = [];
  const seen = new Set<string>();
  for (const expectation of expectations) {
    const name = expectation.kind ? `${expectation.rule} (${expectation.kind})` : expectation.rule;
    if (expectation.rule === "uses-kind" && !expectation.kind)
      failures.push(`${where}: expectation "uses-kind" needs a kind`);
    if (expectation.rule !== "uses-kind" && expectation.kind)
      failures.push(`${where}: expectation "${expectation.rule}" takes no kind, but names "${expectation.kind}"`);
    if (seen.has(name)) failures.push(`${where}: expectation "${name}" appears more than once`);
    seen.add(name);
  }
  const size = referenceDesign.components.length;
  if (size < MIN_REFERENCE_COMPONENTS || size > MAX_REFERENCE_COMPONENTS)
    failures.push(
      `${where}: referenceDesign has ${size} components, not ${MIN_REFERENCE_COMPONENTS}–${MAX_REFERENCE_COMPONENTS}`,
    );
  for (const check of checkDesign(referenceDesign, expectations)) {
    if (!check.holds)
      failures.push(
        `${where}: referenceDesign misses expectation "${check.rule}" (${describeExpectation(check)}): ${check.message}`,
      );
  }
  return failures;
}

/**
 * A scenario names each concept once, and every concept of the Concept Library is needed by at least one
 * scenario: the library's panel for a concept would otherwise list no scenario to practise it on.
 */
function checkConcepts(scenarios: LibraryScenario[], contentName = "content"): string[] {
  const failures = scenarios.flatMap((scenario) => {
    const repeated = scenario.concepts.filter((id, index) => scenario.concepts.indexOf(id) !== index);
    return repeated.map(
      (id) =>
        `${contentName}/scenarios/${scenario.complexity}.json (${scenario.slug}): concept "${id}" appears more than once`,
    );
  });
  const needed = new Set(scenarios.flatMap((scenario) => scenario.concepts));
  const unneeded = CONCEPT_IDS.filter((id) => !needed.has(id));
  if (scenarios.length > 0 && unneeded.length > 0)
    failures.push(`concepts needed by no scenario: ${unneeded.join(", ")}`);
  return failures;
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
