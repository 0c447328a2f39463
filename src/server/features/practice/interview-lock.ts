import { and, eq, gt } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { codingRounds } from "@/server/db/schema/coding-interviews";
import { interviewSessions } from "@/server/db/schema/interviews";
import type { SignedInBindings } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";

export const HELP_DURING_INTERVIEW_MESSAGE =
  "No hints, editorial, tutor, code review or solution during a coding interview: finish the round first.";

/**
 * Refuses a problem's help (its hints, editorial, tutor, code review, solution and giving up) while the problem
 * is the one of the user's coding interview still running, as a real interviewer gives none. Another user's
 * problem is never in the user's round, so its route answers as before (404).
 */
export const refuseHelpDuringInterview = createMiddleware<SignedInBindings>(async (c, next) => {
  const { db, clock } = c.var;
  const [running] = await db
    .select({ id: codingRounds.sessionId })
    .from(codingRounds)
    .innerJoin(interviewSessions, eq(interviewSessions.id, codingRounds.sessionId))
    .where(
      and(
        eq(codingRounds.userId, c.get("user").id),
        eq(codingRounds.problemId, c.req.param("id") ?? ""),
        eq(interviewSessions.status, "active"),
        gt(codingRounds.endsAt, clock()),
      ),
    )
    .limit(1);
  if (running) throw new AppError("CONFLICT", { message: HELP_DURING_INTERVIEW_MESSAGE });
  await next();
});
