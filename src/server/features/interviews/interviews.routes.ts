import { Hono } from "hono";
import { z } from "zod";
import { GENERATION_ERRORS, getGenerationArgs } from "@/server/ai/lab-generation";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { INTERVIEW_QUESTION_COUNT } from "@/shared/constants/practice-options";
import { saveAnswerInputSchema } from "@/shared/schemas/interview-answers";
import { createInterviewInputSchema, updateInterviewInputSchema } from "@/shared/schemas/interviews";
import { pageQuerySchema } from "@/shared/schemas/pagination";
import { codingRoundRoutes } from "./coding-round.routes";
import { saveAnswer } from "./interview-answers.service";
import { retryEvaluations } from "./interview-evaluations.service";
import { getInterviewStats, listInterviews } from "./interview-history.service";
import { getInterview, startInterview, updateInterview } from "./interviews.service";

const wholeNumber = (name: string, max: number) => {
  const message = `${name} must be a whole number from 0 to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(0, message).max(max, message);
};

const answerParamsSchema = z.object({
  id: z.string(),
  position: wholeNumber("Position", INTERVIEW_QUESTION_COUNT - 1),
  // The follow-ups a question has are checked against the question itself.
  part: wholeNumber("Part", 10),
});

const route = documentRoutes("Interviews", "user");

/** The Interview Lab: /api/interviews… (every route needs a session). */
export const interviewsRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .route("/coding", codingRoundRoutes)
  /** Generates five questions and starts the interview at the first one. */
  .post(
    "/",
    route({
      summary: "Start an interview",
      errors: GENERATION_ERRORS,
      success: { status: 201, description: "`{interview}` at its first question" },
    }),
    validate("json", createInterviewInputSchema),
    async (c) => {
      const interview = await startInterview(getGenerationArgs(c, c.req.valid("json")));
      return c.json({ interview }, 201);
    },
  )
  /** One page of the history, newest first, without the questions: `?limit=` (20, at most 100) and `?cursor=`. */
  .get(
    "/",
    route({
      summary: "List interviews by pages",
      success: { status: 200, description: "`{interviews, nextCursor}` without the questions" },
    }),
    validate("query", pageQuerySchema),
    async (c) => {
      const page = await listInterviews({ db: c.var.db, userId: c.var.user.id, page: c.req.valid("query") });
      return c.json(page);
    },
  )
  /** The stat cards over the whole history, so no client pages through it to count (before /:id). */
  .get(
    "/stats",
    route({
      summary: "Interview stat cards",
      success: {
        status: 200,
        description: "`{stats: {sessionsCompleted, questionsAnswered, mostPractisedType, lastSessionAt}}`",
      },
    }),
    async (c) => {
      const stats = await getInterviewStats({ db: c.var.db, userId: c.var.user.id });
      return c.json({ stats });
    },
  )
  /**
   * One interview with its answers and, once finished, each answer's evaluation (the page polls it). While
   * it runs, each question comes without its answer key and with only the follow-ups its answers reached.
   */
  .get(
    "/:id",
    route({
      summary: "One interview",
      description:
        "While the interview runs, each question comes without `expectedAnswer` and `evaluationCriteria`, and `followUpQuestions` holds only the follow-ups its answers have reached (`followUpCount` says how many there are); once it is finished or ended, everything.",
      errors: ["NOT_FOUND"],
      success: { status: 200, description: "`{interview}` with questions, answers and evaluations" },
    }),
    async (c) => {
      const interview = await getInterview({
        db: c.var.db,
        ai: c.var.ai,
        userId: c.var.user.id,
        interviewId: c.req.param("id"),
        now: c.var.clock(),
      });
      return c.json({ interview });
    },
  )
  /** next / previous / finish / end, or rate one answer ({action: "rate", position, rating}). */
  .patch(
    "/:id",
    route({
      summary: "Walk or rate a running interview",
      errors: ["NOT_FOUND", "CONFLICT", "BAD_REQUEST"],
      success: { status: 200, description: "`{interview}`" },
    }),
    validate("json", updateInterviewInputSchema),
    async (c) => {
      const update = c.req.valid("json");
      const interview = await updateInterview({
        db: c.var.db,
        ai: c.var.ai,
        userId: c.var.user.id,
        interviewId: c.req.param("id"),
        update,
        now: c.var.clock(),
      });
      // Finishing answers at once; the evaluations are queued and run in the background while the page polls.
      if (update.action === "finish") await c.var.evaluations.queue(interview.id);
      return c.json({ interview });
    },
  )
  /** Saves one answer part (0: the question, n: its n-th follow-up) while the interview runs. */
  .put(
    "/:id/questions/:position/answers/:part",
    route({
      summary: "Save one answer",
      errors: ["NOT_FOUND", "CONFLICT"],
      success: {
        status: 200,
        description: "`{savedAt, followUpQuestions}`: the follow-ups the question's answers have now reached",
      },
    }),
    validate("param", answerParamsSchema),
    validate("json", saveAnswerInputSchema),
    async (c) => {
      const { id, position, part } = c.req.valid("param");
      const saved = await saveAnswer({
        db: c.var.db,
        userId: c.var.user.id,
        interviewId: id,
        position,
        part,
        input: c.req.valid("json"),
        now: c.var.clock(),
      });
      return c.json(saved);
    },
  )
  /** Queues the failed evaluations of a finished interview again. */
  .post(
    "/:id/evaluations/retry",
    route({
      summary: "Retry failed evaluations",
      errors: ["NOT_FOUND", "CONFLICT", "AI_ACCESS_REQUIRED"],
      success: { status: 202, description: "`{interview}` with the evaluations queued" },
    }),
    async (c) => {
      const interviewId = c.req.param("id");
      const { db, ai } = c.var;
      const userId = c.var.user.id;
      await retryEvaluations({ db, ai, userId, interviewId, now: c.var.clock() });
      await c.var.evaluations.queue(interviewId);
      const interview = await getInterview({ db, ai, userId, interviewId, now: c.var.clock() });
      return c.json({ interview }, 202);
    },
  );
