import { and, count, desc, eq, inArray, max, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/server/db/client";
import { interviewAnswers, interviewSessions } from "@/server/db/schema/interviews";
import { afterCursor, toPage } from "@/server/lib/paging";
import type { InterviewPage, InterviewStats } from "@/shared/schemas/interviews";
import type { pageQuerySchema } from "@/shared/schemas/pagination";
import { toSummary } from "./interview-view";

// The user's interview history: the Interview Lab's list, a page at a time, and its stat cards.

/**
 * One page of the user's interviews, newest first, without their questions: on
 * interview_sessions_user_page_idx from the cursor on, and the answered questions of that page only.
 */
export async function listInterviews({
  db,
  userId,
  page: { limit, cursor },
}: {
  db: Database;
  userId: string;
  page: z.output<typeof pageQuerySchema>;
}): Promise<InterviewPage> {
  const s = interviewSessions;
  const rows = await db
    .select()
    .from(s)
    .where(and(eq(s.userId, userId), afterCursor(s.startedAt, s.id, cursor)))
    .orderBy(desc(s.startedAt), desc(s.id))
    .limit(limit + 1);
  const { items, nextCursor } = toPage(rows, limit, ({ startedAt, id }) => ({ at: startedAt, id }));
  const answered = await countAnsweredQuestions(
    db,
    items.map(({ id }) => id),
  );
  return { interviews: items.map((row) => toSummary(row, answered.get(row.id) ?? 0)), nextCursor };
}

/** The Interview Lab's stat cards over every interview of the user, counted in SQL. */
export async function getInterviewStats({ db, userId }: { db: Database; userId: string }): Promise<InterviewStats> {
  const s = interviewSessions;
  const a = interviewAnswers;
  const answeredQuestions = db
    .selectDistinct({ sessionId: a.sessionId, position: a.position })
    .from(a)
    .where(and(eq(a.userId, userId), sql`btrim(${a.text}) <> ''`))
    .as("answered_questions");
  const [[totals], [top], [answered]] = await Promise.all([
    db
      .select({
        sessionsCompleted: sql<number>`(count(*) filter (where ${s.status} = 'finished'))::int`,
        lastSessionAt: max(s.startedAt),
      })
      .from(s)
      .where(eq(s.userId, userId)),
    db
      .select({ type: s.type })
      .from(s)
      .where(eq(s.userId, userId))
      .groupBy(s.type)
      .orderBy(desc(count()), desc(max(s.startedAt)), desc(max(s.id)))
      .limit(1),
    db.select({ count: count() }).from(answeredQuestions),
  ]);
  return {
    sessionsCompleted: totals?.sessionsCompleted ?? 0,
    questionsAnswered: answered?.count ?? 0,
    mostPractisedType: top?.type ?? null,
    lastSessionAt: totals?.lastSessionAt?.toISOString() ?? null,
  };
}

/** Questions with any words in their answer or a follow-up's, per interview of `sessionIds`. */
async function countAnsweredQuestions(db: Database, sessionIds: string[]): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({
      sessionId: interviewAnswers.sessionId,
      count: sql<number>`count(distinct ${interviewAnswers.position})::int`,
    })
    .from(interviewAnswers)
    .where(and(inArray(interviewAnswers.sessionId, sessionIds), sql`btrim(${interviewAnswers.text}) <> ''`))
    .groupBy(interviewAnswers.sessionId);
  return new Map(rows.map(({ sessionId, count }) => [sessionId, Number(count)]));
}
