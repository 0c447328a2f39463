import { z } from "zod";
import { COMPANIES, INTERVIEW_QUESTION_COUNT, INTERVIEW_TYPES, ROLE_LEVELS } from "@/shared/constants/practice-options";
import type { GeneratedInterviewQuestion } from "@/shared/schemas/content";
import { type ContentSource, optionalOption } from "@/shared/schemas/practice";

// The Interview Lab's API (POST/GET/PATCH /api/interviews…), shared by the server and the client.

/** Section 9 lists no companies of their own for interviews: they offer every company the generators know. */
export const INTERVIEW_COMPANIES = COMPANIES;
export type InterviewCompany = (typeof INTERVIEW_COMPANIES)[number];

/** Section 5: an interview needs a type other than the placeholder "all". */
export const INTERVIEW_TYPE_REQUIRED_MESSAGE = "Please choose an interview type";

export const createInterviewInputSchema = z.object({
  type: z.enum(INTERVIEW_TYPES, { error: INTERVIEW_TYPE_REQUIRED_MESSAGE }),
  company: optionalOption("Company", INTERVIEW_COMPANIES),
  role: optionalOption("Role level", ROLE_LEVELS),
});
export type CreateInterviewInput = z.input<typeof createInterviewInputSchema>;

export const INTERVIEW_ACTIONS = ["next", "previous", "finish", "end"] as const;
export type InterviewAction = (typeof INTERVIEW_ACTIONS)[number];

export const updateInterviewInputSchema = z.object({
  action: z.enum(INTERVIEW_ACTIONS, { error: `Action must be one of: ${INTERVIEW_ACTIONS.join(", ")}` }),
});
export type UpdateInterviewInput = z.input<typeof updateInterviewInputSchema>;

/** active while the questions are walked through; finished (Finish on the last) or ended (End Interview). */
export type InterviewStatus = "active" | "finished" | "ended";

export const LAST_QUESTION_INDEX = INTERVIEW_QUESTION_COUNT - 1;

export type InterviewQuestion = GeneratedInterviewQuestion & { id: string };

/** A history entry: the interview without its questions. */
export type InterviewSummary = {
  id: string;
  type: GeneratedInterviewQuestion["type"];
  company: InterviewCompany | null;
  role: (typeof ROLE_LEVELS)[number] | null;
  status: InterviewStatus;
  currentIndex: number;
  source: ContentSource;
  startedAt: string;
  endedAt: string | null;
};

export type Interview = InterviewSummary & { questions: InterviewQuestion[] };
