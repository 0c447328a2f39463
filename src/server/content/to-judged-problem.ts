import type { JudgedProblem } from "@/shared/schemas/content";
import type { LibraryProblemEntry } from "./load-library";

/**
 * A library problem as a served problem: section 3's fields plus its judge (the library's slug, pattern,
 * techniques and tags stay in the library). Generate and opening a problem from the Problem Library
 * both save what this returns.
 */
export function toJudgedProblem(problem: LibraryProblemEntry): JudgedProblem {
  const { title, difficulty, topic, company, description, examples, constraints, hints } = problem;
  const { signature, comparison, checker, tests, timeLimitMs, referenceTimeMs, complexity, solutions } = problem;
  return {
    title,
    difficulty,
    topic,
    company,
    description,
    examples,
    constraints,
    hints,
    signature,
    comparison,
    ...(checker ? { checker } : {}),
    tests,
    ...(timeLimitMs === undefined ? {} : { timeLimitMs }),
    ...(referenceTimeMs ? { referenceTimeMs } : {}),
    complexity,
    solutions,
  };
}
