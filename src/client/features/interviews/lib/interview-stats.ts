import type { InterviewSummary } from "@/shared/schemas/interviews";

export type InterviewStats = {
  sessionsCompleted: number;
  questionsAnswered: number;
  mostPractisedType: InterviewSummary["type"] | null;
  lastSessionAt: string | null;
};

type StatsInput = Pick<InterviewSummary, "type" | "status" | "answeredQuestions" | "startedAt">;

/**
 * The Interview Lab's stat cards from the real history (newest first). A question counts as answered
 * once its answer (or a follow-up's) has words. Ties for the most practised type go to the type
 * practised most recently.
 */
export function getInterviewStats(interviews: StatsInput[]): InterviewStats {
  const typeCounts = new Map<InterviewSummary["type"], number>();
  for (const interview of interviews) typeCounts.set(interview.type, (typeCounts.get(interview.type) ?? 0) + 1);
  let mostPractisedType: InterviewStats["mostPractisedType"] = null;
  for (const [type, count] of typeCounts) {
    if (mostPractisedType === null || count > (typeCounts.get(mostPractisedType) ?? 0)) mostPractisedType = type;
  }
  return {
    sessionsCompleted: interviews.filter((interview) => interview.status === "finished").length,
    questionsAnswered: interviews.reduce((sum, interview) => sum + interview.answeredQuestions, 0),
    mostPractisedType,
    lastSessionAt: interviews[0]?.startedAt ?? null,
  };
}
