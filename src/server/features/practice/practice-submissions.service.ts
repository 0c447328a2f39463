import { and, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { createItemId } from "@/server/ai/item-ids";
import { practiceProblems, problemSubmissions } from "@/server/db/schema/practice";
import { createReviewCard } from "@/server/features/spaced-repetition";
import { AppError } from "@/server/lib/app-error";
import { afterCursor, toPage } from "@/server/lib/paging";
import { getStudyMinutes, MAX_STUDY_MINUTES } from "@/shared/progress";
import type { pageQuerySchema } from "@/shared/schemas/pagination";
import {
  PROBLEM_NOT_JUDGED_MESSAGE,
  type ProblemDetail,
  type StoredSubmissionInput,
  type Submission,
  type SubmissionPage,
} from "@/shared/schemas/solving";
import { problemColumns, recordProblemActivity } from "./practice.service";
import { findSolvingProblem, type SolvingArgs, toProblemDetail } from "./practice-judge.service";
import { assertCodeSize, assertOwnProblem } from "./problem-work.service";

// Submissions: judged in the user's browser (their code never runs here), checked for consistency
// with the problem, stored, and the first accepted one solves the problem.

type SubmissionRow = typeof problemSubmissions.$inferSelect;

const summaryColumns = {
  id: problemSubmissions.id,
  language: problemSubmissions.language,
  verdict: problemSubmissions.verdict,
  passed: problemSubmissions.passed,
  total: problemSubmissions.total,
  runtimeMs: problemSubmissions.runtimeMs,
  createdAt: problemSubmissions.createdAt,
};

/**
 * Stores a submission. The first accepted one sets solved_at and solve_seconds and records one
 * problem_solved event, in one transaction; later ones (and concurrent ones) change nothing of that.
 */
export async function createSubmission(
  args: SolvingArgs & { input: StoredSubmissionInput; now: Date },
): Promise<{ submission: Submission; problem: ProblemDetail }> {
  const { db, userId, problemId, input, now } = args;
  const { judge, labels } = await findSolvingProblem(args);
  assertCodeSize(input.code);
  if (!judge) throw new AppError("PROBLEM_NOT_JUDGED", { message: PROBLEM_NOT_JUDGED_MESSAGE });
  if (input.total !== judge.testCount) {
    const message = `The problem has ${judge.testCount} tests: a submission judges all of them`;
    throw new AppError("VALIDATION_FAILED", { message, issues: [{ path: ["total"], message }] });
  }
  const row: SubmissionRow = {
    id: createItemId("submission", now),
    userId,
    problemId,
    language: input.language,
    code: input.code,
    verdict: input.verdict,
    passed: input.passed,
    total: input.total,
    runtimeMs: input.runtimeMs,
    elapsedSeconds: input.elapsedSeconds ?? null,
    failedTest: input.failedTest ?? null,
    createdAt: now,
  };
  const problem = await db.transaction(async (tx) => {
    await tx.insert(problemSubmissions).values(row);
    if (input.verdict === "accepted") {
      // The condition on solved_at makes a concurrent accepted submission wait for this one and then
      // update nothing; rows solved with the former "Mark as solved" keep their date.
      const [solved] = await tx
        .update(practiceProblems)
        .set({ solvedAt: now, solveSeconds: input.elapsedSeconds ?? null })
        .where(
          and(
            eq(practiceProblems.id, problemId),
            eq(practiceProblems.userId, userId),
            isNull(practiceProblems.solvedAt),
          ),
        )
        .returning(problemColumns);
      if (solved) {
        const durationMinutes = getSolveMinutes(input.elapsedSeconds, solved.startedAt, now);
        await recordProblemActivity(tx, { kind: "problem_solved", userId, problem: solved, at: now, durationMinutes });
        const card = { track: "coding", kind: "problem", subjectId: problemId, title: solved.title } as const;
        await createReviewCard(tx, { userId, ...card, now });
      }
    }
    const [current] = await tx.select(problemColumns).from(practiceProblems).where(eq(practiceProblems.id, problemId));
    if (!current) throw new Error("The submitted problem disappeared inside its transaction");
    return toProblemDetail(current, judge, labels);
  });
  return { submission: toSubmission(row), problem };
}

/**
 * One page of the user's submissions of one problem, newest first, without their code: on
 * problem_submissions_user_problem_page_idx from the cursor on.
 */
export async function listSubmissions(
  args: Omit<SolvingArgs, "library"> & { page: z.output<typeof pageQuerySchema> },
): Promise<SubmissionPage> {
  const { db, userId, problemId, page } = args;
  await assertOwnProblem(args);
  const s = problemSubmissions;
  const rows = await db
    .select(summaryColumns)
    .from(s)
    .where(and(eq(s.userId, userId), eq(s.problemId, problemId), afterCursor(s.createdAt, s.id, page.cursor)))
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit, ({ createdAt, id }) => ({ at: createdAt, id }));
  return {
    submissions: items.map((summary) => ({ ...summary, createdAt: summary.createdAt.toISOString() })),
    nextCursor,
  };
}

/** One submission with its code and first failing test; 404 for another user's or another problem's. */
export async function getSubmission({
  db,
  userId,
  problemId,
  submissionId,
}: Omit<SolvingArgs, "library"> & { submissionId: string }): Promise<Submission> {
  const [row] = await db
    .select()
    .from(problemSubmissions)
    .where(
      and(
        eq(problemSubmissions.id, submissionId),
        eq(problemSubmissions.userId, userId),
        eq(problemSubmissions.problemId, problemId),
      ),
    );
  if (!row) throw new AppError("NOT_FOUND", { message: "No such submission." });
  return toSubmission(row);
}

/**
 * Study time of a solve: the problem's timer when the page sent it (it pauses), else the time since
 * the first Start; capped like every study time, and none when there is neither.
 */
function getSolveMinutes(elapsedSeconds: number | undefined, startedAt: Date | null, now: Date) {
  if (elapsedSeconds !== undefined) return Math.min(MAX_STUDY_MINUTES, Math.max(1, Math.ceil(elapsedSeconds / 60)));
  return startedAt ? getStudyMinutes(startedAt, now) : undefined;
}

function toSubmission(row: SubmissionRow): Submission {
  const { id, language, verdict, passed, total, runtimeMs, code, failedTest, createdAt } = row;
  return { id, language, verdict, passed, total, runtimeMs, createdAt: createdAt.toISOString(), code, failedTest };
}
