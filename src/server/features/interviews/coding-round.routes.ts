import { Hono } from "hono";
import { GENERATION_ERRORS, getGenerationArgs } from "@/server/ai/lab-generation";
import type { AppBindings, SignedInBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import {
  codingMessageInputSchema,
  startCodingRoundInputSchema,
  updateCodingRoundInputSchema,
} from "@/shared/schemas/coding-interviews";
import {
  getCodingRound,
  nudgeCodingRound,
  sendCodingMessage,
  startCodingRound,
  updateCodingRound,
} from "./coding-round.service";

const route = documentRoutes("Interviews", "user");

type RoundVariables = Pick<SignedInBindings["Variables"], "db" | "ai" | "user" | "clock" | "getLibrary" | "rateLimits">;

/** What every round route but the start takes from its request: the round is the path's `:id`. */
function getRoundArgs(c: { var: RoundVariables }, roundId: string) {
  const { db, ai, clock, getLibrary, user, rateLimits } = c.var;
  return { db, ai, userId: user.id, roundId, now: clock(), library: getLibrary, rateLimits };
}

/** The coding interview: /api/interviews/coding… (mounted by interviews.routes.ts; every route needs a session). */
export const codingRoundRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** Chooses a library problem for the company and level and starts the round in its first phase. */
  .post(
    "/",
    route({
      summary: "Start a coding interview",
      description:
        "Counts against the monthly mock-interview quota. The round comes without the problem's difficulty, tags, hints, editorial or solution.",
      errors: GENERATION_ERRORS,
      success: { status: 201, description: "`{round}` in its first phase, with the interviewer's opening" },
    }),
    validate("json", startCodingRoundInputSchema),
    async (c) => {
      const args = getGenerationArgs(c, c.req.valid("json"));
      const round = await startCodingRound({ ...args, library: c.var.getLibrary });
      return c.json({ round }, 201);
    },
  )
  /** The round as stored: a reload resumes it; once finished, with its report. */
  .get(
    "/:id",
    route({
      summary: "One coding interview",
      errors: ["NOT_FOUND"],
      success: { status: 200, description: "`{round}` with its transcript, Submits and, once finished, report" },
    }),
    async (c) => c.json({ round: await getCodingRound(getRoundArgs(c, c.req.param("id"))) }),
  )
  /** The candidate's message in the current phase; the interviewer answers in the same transcript. */
  .post(
    "/:id/messages",
    route({
      summary: "Say something in a coding interview",
      description:
        "With an AI provider, a model answers as the interviewer; a failed answer (AI_FAILED) keeps nothing, so the message can be sent again.",
      errors: ["NOT_FOUND", "CONFLICT", "AI_FAILED", "RATE_LIMITED"],
      success: { status: 200, description: "`{round}` with the message and the interviewer's answer" },
    }),
    validate("json", codingMessageInputSchema),
    async (c) => {
      const round = await sendCodingMessage({ ...getRoundArgs(c, c.req.param("id")), text: c.req.valid("json").text });
      return c.json({ round });
    },
  )
  /** Asked by the page when the candidate has been idle: a nudge if the server agrees they are stuck. */
  .post(
    "/:id/nudges",
    route({
      summary: "Ask for a nudge when stuck",
      description:
        "Adds the interviewer's next hint only when nothing was said and no code was saved for the idle time; otherwise answers the round unchanged.",
      errors: ["NOT_FOUND", "CONFLICT"],
      success: { status: 200, description: "`{round}`, with a nudge if one was due" },
    }),
    async (c) => c.json({ round: await nudgeCodingRound(getRoundArgs(c, c.req.param("id"))) }),
  )
  /** next-phase, or finish (evaluated at once; also what the countdown reaching zero sends). */
  .patch(
    "/:id",
    route({
      summary: "Move a coding interview on, or finish it",
      errors: ["NOT_FOUND", "CONFLICT", "BAD_REQUEST"],
      success: { status: 200, description: "`{round}`; once finished, with its report" },
    }),
    validate("json", updateCodingRoundInputSchema),
    async (c) => {
      const round = await updateCodingRound({
        ...getRoundArgs(c, c.req.param("id")),
        action: c.req.valid("json").action,
      });
      return c.json({ round });
    },
  );
