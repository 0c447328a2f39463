import { Hono } from "hono";
import { getGenerationArgs } from "@/server/ai/lab-generation";
import type { AppBindings } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { createProblemInputSchema, listProblemsQuerySchema } from "@/shared/schemas/practice";
import {
  generateProblem,
  getProblem,
  hideProblems,
  listProblems,
  solveProblem,
  startProblem,
} from "./practice.service";

/** The Practice Arena: /api/practice/problems… (every route needs a session). */
export const practiceRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** Generates a problem (library or AI) with the filters given; "all" or nothing leaves a filter open. */
  .post("/problems", validate("json", createProblemInputSchema), async (c) => {
    const problem = await generateProblem(getGenerationArgs(c, c.req.valid("json")));
    return c.json({ problem }, 201);
  })
  .get("/problems", validate("query", listProblemsQuerySchema), async (c) => {
    const problems = await listProblems({ db: c.var.db, userId: c.var.user.id, filters: c.req.valid("query") });
    return c.json({ problems });
  })
  /** Clear All: hides the list; history, quotas and the library's memory keep the rows. */
  .delete("/problems", async (c) => {
    await hideProblems({ db: c.var.db, userId: c.var.user.id, now: c.var.clock() });
    return c.body(null, 204);
  })
  .get("/problems/:id", async (c) => {
    const problem = await getProblem({ db: c.var.db, userId: c.var.user.id, problemId: c.req.param("id") });
    return c.json({ problem });
  })
  .post("/problems/:id/start", async (c) => {
    await startProblem({ db: c.var.db, userId: c.var.user.id, problemId: c.req.param("id"), now: c.var.clock() });
    return c.body(null, 204);
  })
  /** Mark as solved: once (solving again answers the same problem); needs no AI access. */
  .post("/problems/:id/solve", async (c) => {
    const problem = await solveProblem({
      db: c.var.db,
      userId: c.var.user.id,
      problemId: c.req.param("id"),
      now: c.var.clock(),
    });
    return c.json({ problem });
  });
