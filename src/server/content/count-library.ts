import {
  COMPLEXITIES,
  DIFFICULTIES,
  INTERVIEW_TYPES,
  PATTERNS,
  ROLE_LEVELS,
  TOPICS,
} from "@/shared/constants/practice-options";
import type { Library } from "./load-library";

/** The full-size library that `--strict` demands: the size of the lists candidates trust. */
export const LIBRARY_TARGETS = {
  problems: 150,
  difficultyShare: { easy: 20, medium: 65, hard: 15 },
  /** Percentage points either side of each share. */
  shareTolerance: 5,
  perPattern: 4,
  testsPerProblem: 10,
  questionsPerType: 100,
  questionsPerTypeAndLevel: 15,
  scenariosPerComplexity: 12,
  scenarios: 40,
} as const;

/**
 * The count tables content:verify prints: pattern × difficulty, difficulty × topic, interview type ×
 * role level, complexity.
 */
export function formatLibraryTables(library: Library): string[] {
  const patternRows = PATTERNS.map((pattern) => [
    pattern,
    ...DIFFICULTIES.map((difficulty) => countProblems(library, { difficulty, pattern })),
    countProblems(library, { pattern }),
  ]);
  const difficultyTotals = [
    "total",
    ...DIFFICULTIES.map((difficulty) => countProblems(library, { difficulty })),
    library.problems.length,
  ];
  const topicRows = DIFFICULTIES.map((difficulty) => [
    difficulty,
    ...TOPICS.map((topic) => countProblems(library, { difficulty, topic })),
    countProblems(library, { difficulty }),
  ]);
  const topicTotals = ["total", ...TOPICS.map((topic) => countProblems(library, { topic })), library.problems.length];
  const questionRows = INTERVIEW_TYPES.map((type) => [
    type,
    ...ROLE_LEVELS.map((level) => countQuestions(library, type, level)),
    countQuestions(library, type),
  ]);
  const scenarioRow = [
    ...COMPLEXITIES.map((complexity) => countScenarios(library, complexity)),
    library.scenarios.length,
  ];
  return [
    "Problems (pattern × difficulty):",
    ...formatTable(["", ...DIFFICULTIES, "total"], [...patternRows, difficultyTotals]),
    "",
    "Problems (difficulty × topic):",
    ...formatTable(["", ...TOPICS, "total"], [...topicRows, topicTotals]),
    "",
    "Interview questions (type × role level; a question with no role levels fits every level):",
    ...formatTable(["", ...ROLE_LEVELS, "total"], questionRows),
    "",
    "Scenarios (complexity):",
    ...formatTable([...COMPLEXITIES, "total"], [scenarioRow]),
  ];
}

/** The targets of LIBRARY_TARGETS that the library does not meet, one line each. */
export function listUnmetTargets(library: Library): string[] {
  const targets = LIBRARY_TARGETS;
  const unmet: string[] = [];
  const total = library.problems.length;
  if (total < targets.problems) unmet.push(`${total} problems, target ${targets.problems}`);
  for (const difficulty of DIFFICULTIES) {
    const share = total === 0 ? 0 : (100 * countProblems(library, { difficulty })) / total;
    const goal = targets.difficultyShare[difficulty];
    if (Math.abs(share - goal) > targets.shareTolerance) {
      unmet.push(
        `${difficulty} problems are ${share.toFixed(0)}% of the library, target ${goal}% ± ${targets.shareTolerance}`,
      );
    }
  }
  for (const pattern of PATTERNS) {
    const count = countProblems(library, { pattern });
    if (count < targets.perPattern) unmet.push(`${count} ${pattern} problems, target ${targets.perPattern}`);
  }
  for (const problem of library.problems) {
    if (problem.tests.length < targets.testsPerProblem) {
      unmet.push(`${problem.slug} has ${problem.tests.length} tests, target ${targets.testsPerProblem}`);
    }
  }
  for (const type of INTERVIEW_TYPES) {
    const count = countQuestions(library, type);
    if (count < targets.questionsPerType) unmet.push(`${count} ${type} questions, target ${targets.questionsPerType}`);
    for (const level of ROLE_LEVELS) {
      const fitting = countQuestions(library, type, level);
      if (fitting < targets.questionsPerTypeAndLevel) {
        unmet.push(`${fitting} ${type} questions fit ${level}, target ${targets.questionsPerTypeAndLevel}`);
      }
    }
  }
  for (const complexity of COMPLEXITIES) {
    const count = countScenarios(library, complexity);
    if (count < targets.scenariosPerComplexity) {
      unmet.push(`${count} ${complexity} scenarios, target ${targets.scenariosPerComplexity}`);
    }
  }
  if (library.scenarios.length < targets.scenarios) {
    unmet.push(`${library.scenarios.length} scenarios, target ${targets.scenarios}`);
  }
  return unmet;
}

type ProblemFilter = { difficulty?: string; topic?: string; pattern?: string };

function countProblems(library: Library, { difficulty, topic, pattern }: ProblemFilter): number {
  return library.problems.filter(
    (problem) =>
      (!difficulty || problem.difficulty === difficulty) &&
      (!topic || problem.topic === topic) &&
      (!pattern || problem.pattern === pattern),
  ).length;
}

function countQuestions(library: Library, type: string, level?: string): number {
  return library.interviewQuestions.filter(
    (question) =>
      question.type === type &&
      (!level || question.roleLevels.length === 0 || question.roleLevels.some((fit) => fit === level)),
  ).length;
}

function countScenarios(library: Library, complexity: string): number {
  return library.scenarios.filter((scenario) => scenario.complexity === complexity).length;
}

function formatTable(header: string[], rows: (string | number)[][]): string[] {
  const lines = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? "").length)));
  return lines.map((line) =>
    line
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join("  "),
  );
}
