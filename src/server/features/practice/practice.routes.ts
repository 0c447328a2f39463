import { Hono } from "hono";
import { GENERATION_ERRORS, getGenerationArgs } from "@/server/ai/lab-generation";
import type { AppBindings } from "@/server/lib/app-context";
import { answerHeldRead } from "@/server/lib/held-reads";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { createProblemInputSchema, listProblemsQuerySchema } from "@/shared/schemas/practice";
import { generateProblem, getProblemStats, hideProblems, listProblems, startProblem } from "./practice.service";
import { practiceHelpRoutes } from "./practice-help.routes";
import { getProblemDetail } from "./practice-judge.service";
import { practiceSolvingRoutes, solvingArgs } from "./practice-solving.routes";
import { problemLibraryRoutes } from "./problem-library.routes";

const route = documentRoutes("Practice", "user");
const NOT_FOUND = ["NOT_FOUND"] as const;

/** The Practice Arena: /api/practice/problems… (every route needs a session). */
export const practiceRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** Generates a problem (library or AI) with the filters given; "all" or nothing leaves a filter open. */
  .post(
    "/problems",
    route({
      summary: "Generate a problem",
      errors: [...GENERATION_ERRORS, "AI_PROBLEM_UNVERIFIED"],
      success: { status: 201, description: "`{problem}`: the new problem" },
    }),
    validate("json", createProblemInputSchema),
    async (c) => {
      const problem = await generateProblem(getGenerationArgs(c, c.req.valid("json")));
      return c.json({ problem }, 201);
    },
  )
  /** One page of summaries, newest first: `?limit=` (20, at most 100) and the last page's `nextCursor`. */
  .get(
    "/problems",
    route({
      summary: "List problems by pages",
      success: { status: 200, description: "`{problems, nextCursor}`: card summaries, newest first" },
    }),
    validate("query", listProblemsQuerySchema),
    // Held until the user's problems change (lib/user-cache.ts), per page and filter.
    (c) =>
      answerHeldRead(c, () => listProblems({ db: c.var.db, userId: c.var.user.id, filters: c.req.valid("query") })),
  )
  /** The stat cards' counts over every visible problem, so no client pages through the list to count. */
  .get(
    "/problems/stats",
    route({
      summary: "Problem stat cards",
      success: { status: 200, description: "`{stats: {total, byDifficulty, started, solved}}`" },
    }),
    (c) => answerHeldRead(c, async () => ({ stats: await getProblemStats({ db: c.var.db, userId: c.var.user.id }) })),
  )
  /** Clear All: hides the list; history, quotas and the library's memory keep the rows. */
  .delete(
    "/problems",
    route({ summary: "Clear all problems (hide the list)", success: { status: 204, description: "Hidden" } }),
    async (c) => {
      await hideProblems({ db: c.var.db, userId: c.var.user.id, now: c.var.clock() });
      return c.body(null, 204);
    },
  )
  /** The problem, whether it can be solved in the editor, its time limit, timer and give-up state. */
  .get(
    "/problems/:id",
    route({
      summary: "One problem",
      errors: NOT_FOUND,
      success: {
        status: 200,
        description: "`{problem}`: statement, examples, constraints, hints; never tests or solutions",
      },
    }),
    async (c) => {
      const problem = await getProblemDetail({ ...solvingArgs(c), problemId: c.req.param("id") });
      return c.json({ problem });
    },
  )
  .post(
    "/problems/:id/start",
    route({
      summary: "Record a start",
      errors: ["NOT_FOUND", "AI_ACCESS_REQUIRED"],
      success: { status: 204, description: "Recorded" },
    }),
    async (c) => {
      await startProblem({ db: c.var.db, userId: c.var.user.id, problemId: c.req.param("id"), now: c.var.clock() });
      return c.body(null, 204);
    },
  )
  .route("/", practiceSolvingRoutes)
  .route("/", practiceHelpRoutes)
  .route("/", problemLibraryRoutes);
