import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppBindings, SignedInBindings } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { reviewInputSchema } from "@/shared/schemas/code-review";
import { pageQuerySchema } from "@/shared/schemas/pagination";
import {
  createSubmissionInputSchema,
  draftParamsSchema,
  revealHintsInputSchema,
  saveDraftInputSchema,
  submissionParamsSchema,
  updateProblemWorkInputSchema,
} from "@/shared/schemas/solving";
import { reviewCode } from "./code-review.service";
import { refuseHelpDuringInterview } from "./interview-lock";
import { getSolution, getSolvingJudge, giveUpProblem } from "./practice-judge.service";
import { createSubmission, getSubmission, listSubmissions } from "./practice-submissions.service";
import { getProblemWork, revealHints, saveDraft, saveRepetitionDraft, updateProblemWork } from "./problem-work.service";

/**
 * Drafts and submissions carry up to 64 KB of code, which JSON escaping can make several times
 * larger, and a failed test's input: app.ts lets these two routes past its 64 KB body limit, and
 * code over the limit is answered by the service with our own 413 message.
 */
const CODE_BODY_MAX_BYTES = 1024 * 1024;
const limitCodeBody = bodyLimit({
  maxSize: CODE_BODY_MAX_BYTES,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", { message: "The request body is too large." });
  },
});

const route = documentRoutes("Practice", "user");
const NOT_FOUND = ["NOT_FOUND"] as const;

/** Solving one problem: /api/practice/problems/:id/… (mounted by practice.routes.ts; every route needs a session). */
export const practiceSolvingRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** Every test (the user's code runs in their browser), never the reference solutions. */
  .get(
    "/problems/:id/judge",
    route({
      summary: "What the browser judges code with",
      errors: ["NOT_FOUND", "PROBLEM_NOT_JUDGED"],
      success: { status: 200, description: "`{judge}`: signature, comparison, time limit, tests" },
    }),
    async (c) => {
      const judge = await getSolvingJudge({ ...solvingArgs(c), problemId: c.req.param("id") });
      return c.json({ judge });
    },
  )
  .get(
    "/problems/:id/work",
    route({
      summary: "Drafts, notes and timer",
      errors: NOT_FOUND,
      success: { status: 200, description: "`{work}`" },
    }),
    async (c) => {
      const work = await getProblemWork({ ...solvingArgs(c), problemId: c.req.param("id") });
      return c.json({ work });
    },
  )
  .patch(
    "/problems/:id/work",
    route({
      summary: "Save the language, notes or timer",
      errors: NOT_FOUND,
      success: { status: 200, description: "`{work}`" },
    }),
    validate("json", updateProblemWorkInputSchema),
    async (c) => {
      const work = await updateProblemWork({
        ...solvingArgs(c),
        problemId: c.req.param("id"),
        input: c.req.valid("json"),
        now: c.var.clock(),
      });
      return c.json({ work });
    },
  )
  .put(
    "/problems/:id/hints",
    route({
      summary: "Record the hints revealed",
      description:
        "How many hints the page shows now; the stored count only rises (readiness and review grades weigh it). 409 during a coding interview on the problem.",
      errors: [...NOT_FOUND, "CONFLICT"],
      success: { status: 200, description: "`{hintsRevealed}`" },
    }),
    validate("json", revealHintsInputSchema),
    refuseHelpDuringInterview,
    async (c) => {
      const result = await revealHints({
        db: c.var.db,
        userId: c.var.user.id,
        problemId: c.req.param("id"),
        input: c.req.valid("json"),
      });
      return c.json(result);
    },
  )
  .put(
    "/problems/:id/drafts/:language",
    route({
      summary: "Save a language's draft",
      errors: ["NOT_FOUND", "CODE_TOO_LARGE"],
      success: { status: 200, description: "`{draft}`" },
    }),
    limitCodeBody,
    validate("param", draftParamsSchema),
    validate("json", saveDraftInputSchema),
    async (c) => {
      const { id, language } = c.req.valid("param");
      const draft = await saveDraft({
        ...solvingArgs(c),
        problemId: id,
        language,
        code: c.req.valid("json").code,
        now: c.var.clock(),
      });
      return c.json({ draft });
    },
  )
  .put(
    "/problems/:id/repetition-drafts/:language",
    route({
      summary: "Save a language's repetition draft",
      description:
        "A repetition's own code (the page's Review mode): the draft the problem was accepted with is left as it is.",
      errors: ["NOT_FOUND", "CODE_TOO_LARGE"],
      success: { status: 200, description: "`{draft}`" },
    }),
    limitCodeBody,
    validate("param", draftParamsSchema),
    validate("json", saveDraftInputSchema),
    async (c) => {
      const { id, language } = c.req.valid("param");
      const draft = await saveRepetitionDraft({
        ...solvingArgs(c),
        problemId: id,
        language,
        code: c.req.valid("json").code,
        now: c.var.clock(),
      });
      return c.json({ draft });
    },
  )
  /** The browser judged it; the first accepted submission solves the problem. Needs no AI access. */
  .post(
    "/problems/:id/submissions",
    route({
      summary: "Store a submission judged in the browser",
      errors: ["NOT_FOUND", "PROBLEM_NOT_JUDGED", "CODE_TOO_LARGE"],
      success: { status: 201, description: "`{submission, …}`" },
    }),
    limitCodeBody,
    validate("json", createSubmissionInputSchema),
    async (c) => {
      const result = await createSubmission({
        ...solvingArgs(c),
        problemId: c.req.param("id"),
        input: c.req.valid("json"),
        now: c.var.clock(),
      });
      return c.json(result, 201);
    },
  )
  /** One page of the problem's submissions, newest first, without code: `?limit=` (20, at most 100) and `?cursor=`. */
  .get(
    "/problems/:id/submissions",
    route({
      summary: "List a problem's submissions by pages",
      errors: NOT_FOUND,
      success: { status: 200, description: "`{submissions, nextCursor}` without code" },
    }),
    validate("query", pageQuerySchema),
    async (c) => {
      const page = await listSubmissions({
        ...solvingArgs(c),
        problemId: c.req.param("id"),
        page: c.req.valid("query"),
      });
      return c.json(page);
    },
  )
  .get(
    "/problems/:id/submissions/:submissionId",
    route({
      summary: "One submission with its code",
      errors: NOT_FOUND,
      success: { status: 200, description: "`{submission}`" },
    }),
    validate("param", submissionParamsSchema),
    async (c) => {
      const { id, submissionId } = c.req.valid("param");
      const submission = await getSubmission({ ...solvingArgs(c), problemId: id, submissionId });
      return c.json({ submission });
    },
  )
  /** The reference solutions and complexity: 409 SOLUTION_LOCKED until accepted or given up. */
  .get(
    "/problems/:id/solution",
    route({
      summary: "The reference solutions",
      errors: ["NOT_FOUND", "SOLUTION_LOCKED", "CONFLICT"],
      success: { status: 200, description: "`{solution}`" },
    }),
    refuseHelpDuringInterview,
    async (c) => {
      const solution = await getSolution({ ...solvingArgs(c), problemId: c.req.param("id") });
      return c.json({ solution });
    },
  )
  /** "Review my code": the AI's remarks (needs AI access), or the reference complexity for the automatic review. */
  .post(
    "/problems/:id/code-review",
    route({
      summary: "Review my code",
      errors: ["NOT_FOUND", "AI_ACCESS_REQUIRED", "RATE_LIMITED", "AI_FAILED", "CODE_TOO_LARGE", "CONFLICT"],
      success: { status: 200, description: "`{review}`" },
    }),
    limitCodeBody,
    validate("json", reviewInputSchema),
    refuseHelpDuringInterview,
    async (c) => {
      const review = await reviewCode({
        ...solvingArgs(c),
        ai: c.var.ai,
        problemId: c.req.param("id"),
        now: c.var.clock(),
        rateLimits: c.var.rateLimits,
        input: c.req.valid("json"),
      });
      return c.json({ review });
    },
  )
  .post(
    "/problems/:id/give-up",
    route({
      summary: "Give up and show the solution",
      errors: [...NOT_FOUND, "CONFLICT"],
      success: { status: 200, description: "`{solution}`" },
    }),
    refuseHelpDuringInterview,
    async (c) => {
      const solution = await giveUpProblem({ ...solvingArgs(c), problemId: c.req.param("id"), now: c.var.clock() });
      return c.json({ solution });
    },
  );

export function solvingArgs(c: Context<SignedInBindings>) {
  return { db: c.var.db, userId: c.var.user.id, library: c.var.getLibrary };
}
