import { randomInt } from "node:crypto";

// Ids of generated items in section 3's shapes: prefix + timestamp + random text.

const randomText = () =>
  randomInt(36 ** 9)
    .toString(36)
    .padStart(9, "0");

/** "problem_1733011200000_k3j9x0a1b", "scenario_…", "mock_…" (an interview session), "submission_…", "review_…" (a design's). */
export function createItemId(prefix: "problem" | "scenario" | "mock" | "submission" | "review", now: Date): string {
  return `${prefix}_${now.getTime()}_${randomText()}`;
}

/** "interview_1733011200000_0" … "_4": a question's id, unique within its interview. */
export function createQuestionId(now: Date, index: number): string {
  return `interview_${now.getTime()}_${index}`;
}
