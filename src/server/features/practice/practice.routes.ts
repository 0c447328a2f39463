import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getGenerationArgs } from "@/server/ai/lab-generation";
import { sendJson, withJson } from "@/server/lib/answer-headers";
import type { AppBindings, SignedInBindings } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { reviewInputSchema } from "@/shared/schemas/code-review";
import { pageQuerySchema } from "@/shared/schemas/pagination";
import { createProblemInputSchema, listProblemsQuerySchema } from "@/shared/schemas/practice";
import {
  createSubmissionInputSchema,
  draftParamsSchema,
  saveDraftInputSchema,
  submissionParamsSchema,
  updateWorkspaceInputSchema,
} from "@/shared/schemas/solving";
import { generateProblem, getProblemStats, hideProblems, listProblems, startProblem } from "./practice.service";
import { getProblemDetail, getSolution, getSolvingJudge, giveUpProblem } from "./practice-judge.service";
import { reviewCode } from "./practice-review.service";
import { createSubmission, getSubmission, listSubmissions } from "./practice-submissions.service";
import { getWorkspace, saveDraft, updateWorkspace } from "./practice-workspace.service";

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

/** The Practice Arena: /api/practice/problems… (every route needs a session). */
export const practiceRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** Generates a problem (library or AI) with the filters given; "all" or nothing leaves a filter open. */
  .post("/problems", validate("json", createProblemInputSchema), async (c) => {
    const problem = await generateProblem(getGenerationArgs(c, c.req.valid("json")));
    return c.json({ problem }, 201);
  })
  /** One page of summaries, newest first: `?limit=` (20, at most 100) and the last page's `nextCursor`. */
  .get("/problems", validate("query", listProblemsQuerySchema), async (c) => {
    const { db, user, userCache } = c.var;
    const filters = c.req.valid("query");
    // Held until the user's problems change (lib/user-cache.ts), per page and filter.
    const page = await userCache.read(user.id, `problems:${JSON.stringify(filters)}`, async () =>
      withJson(await listProblems({ db, userId: user.id, filters })),
    );
    return sendJson(c, page.value, page.json);
  })
  /** The stat cards' counts over every visible problem, so no client pages through the list to count. */
  .get("/problems/stats", async (c) => {
    const { db, user, userCache } = c.var;
    const stats = await userCache.read(user.id, "problems:stats", async () =>
      withJson({ stats: await getProblemStats({ db, userId: user.id }) }),
    );
    return sendJson(c, stats.value, stats.json);
  })
  /** Clear All: hides the list; history, quotas and the library's memory keep the rows. */
  .delete("/problems", async (c) => {
    await hideProblems({ db: c.var.db, userId: c.var.user.id, now: c.var.clock() });
    return c.body(null, 204);
  })
  /** The problem, whether it can be solved in the editor, its time limit, timer and give-up state. */
  .get("/problems/:id", async (c) => {
    const problem = await getProblemDetail({ ...solvingArgs(c), problemId: c.req.param("id") });
    return c.json({ problem });
  })
  .post("/problems/:id/start", async (c) => {
    await startProblem({ db: c.var.db, userId: c.var.user.id, problemId: c.req.param("id"), now: c.var.clock() });
    return c.body(null, 204);
  })
  /** Every test (the user's code runs in their browser), never the reference solutions. */
  .get("/problems/:id/judge", async (c) => {
    const judge = await getSolvingJudge({ ...solvingArgs(c), problemId: c.req.param("id") });
    return c.json({ judge });
  })
  .get("/problems/:id/workspace", async (c) => {
    const workspace = await getWorkspace({ ...solvingArgs(c), problemId: c.req.param("id") });
    return c.json({ workspace });
  })
  .patch("/problems/:id/workspace", validate("json", updateWorkspaceInputSchema), async (c) => {
    const workspace = await updateWorkspace({
      ...solvingArgs(c),
      problemId: c.req.param("id"),
      input: c.req.valid("json"),
      now: c.var.clock(),
    });
    return c.json({ workspace });
  })
  .put(
    "/problems/:id/drafts/:language",
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
  /** The browser judged it; the first accepted submission solves the problem. Needs no AI access. */
  .post("/problems/:id/submissions", limitCodeBody, validate("json", createSubmissionInputSchema), async (c) => {
    const result = await createSubmission({
      ...solvingArgs(c),
      problemId: c.req.param("id"),
      input: c.req.valid("json"),
      now: c.var.clock(),
    });
    return c.json(result, 201);
  })
  /** One page of the problem's submissions, newest first, without code: `?limit=` (20, at most 100) and `?cursor=`. */
  .get("/problems/:id/submissions", validate("query", pageQuerySchema), async (c) => {
    const page = await listSubmissions({ ...solvingArgs(c), problemId: c.req.param("id"), page: c.req.valid("query") });
    return c.json(page);
  })
  .get("/problems/:id/submissions/:submissionId", validate("param", submissionParamsSchema), async (c) => {
    const { id, submissionId } = c.req.valid("param");
    const submission = await getSubmission({ ...solvingArgs(c), problemId: id, submissionId });
    return c.json({ submission });
  })
  /** The reference solutions and complexity: 409 SOLUTION_LOCKED until accepted or given up. */
  .get("/problems/:id/solution", async (c) => {
    const solution = await getSolution({ ...solvingArgs(c), problemId: c.req.param("id") });
    return c.json({ solution });
  })
  /** "Review my code": the AI's remarks (needs AI access), or the reference complexity for the automatic review. */
  .post("/problems/:id/review", limitCodeBody, validate("json", reviewInputSchema), async (c) => {
    const review = await reviewCode({
      ...solvingArgs(c),
      ai: c.var.ai,
      problemId: c.req.param("id"),
      now: c.var.clock(),
      rateLimits: c.var.rateLimits,
      input: c.req.valid("json"),
    });
    return c.json({ review });
  })
  .post("/problems/:id/give-up", async (c) => {
    const solution = await giveUpProblem({ ...solvingArgs(c), problemId: c.req.param("id"), now: c.var.clock() });
    return c.json({ solution });
  });

function solvingArgs(c: Context<SignedInBindings>) {
  return { db: c.var.db, userId: c.var.user.id, library: c.var.getLibrary };
}
