import { COMPLEXITIES, DIFFICULTIES, INTERVIEW_TYPES, ROLE_LEVELS, TOPICS } from "@/shared/constants/practice-options";
import type { Library } from "./load-library";

/** The full-size library that `--strict` demands. */
export const LIBRARY_TARGETS = {
  problems: 60,
  perDifficultyAndTopic: 3,
  difficultyShare: { easy: 25, medium: 55, hard: 20 },
  shareTolerance: 10,
  questionsPerType: 40,
  questionsPerTypeAndLevel: 5,
  scenariosPerComplexity: 8,
  testsPerProblem: 10,
} as const;

/** The count tables content:verify prints: difficulty × topic, interview type × role level, complexity. */
export function formatLibraryTables(library: Library): string[] {
  const problemRows = DIFFICULTIES.map((difficulty) => [
    difficulty,
    ...TOPICS.map((topic) => countProblems(library, difficulty, topic)),
    countProblems(library, difficulty),
  ]);
  const topicTotals = [
    "total",
    ...TOPICS.map((topic) => countProblems(library, undefined, topic)),
    library.problems.length,
  ];
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
    "Problems (difficulty × topic):",
    ...formatTable(["", ...TOPICS, "total"], [...problemRows, topicTotals]),
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
    for (const topic of TOPICS) {
      const count = countProblems(library, difficulty, topic);
      if (count < targets.perDifficultyAndTopic) {
        unmet.push(`${count} ${difficulty} ${topic} problems, target ${targets.perDifficultyAndTopic}`);
      }
    }
    const share = total === 0 ? 0 : (100 * countProblems(library, difficulty)) / total;
    const goal = targets.difficultyShare[difficulty];
    if (Math.abs(share - goal) > targets.shareTolerance) {
      unmet.push(
        `${difficulty} problems are ${share.toFixed(0)}% of the library, target ${goal}% ± ${targets.shareTolerance}`,
      );
    }
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
  return unmet;
}

function countProblems(library: Library, difficulty?: string, topic?: string): number {
  return library.problems.filter(
    (problem) => (!difficulty || problem.difficulty === difficulty) && (!topic || problem.topic === topic),
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
