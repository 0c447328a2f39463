import { Hono } from "hono";
import { getGenerationArgs } from "@/server/ai/lab-generation";
import type { AppBindings } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { createScenarioInputSchema, reviewScenarioInputSchema } from "@/shared/schemas/design";
import { generateScenario, hideScenarios, listScenarios, reviewScenario } from "./design.service";

/** The System Design Lab: /api/design/scenarios (every route needs a session). */
export const designRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** Generates a scenario; complexity defaults to intermediate and company to google (section 9). */
  .post("/scenarios", validate("json", createScenarioInputSchema), async (c) => {
    const scenario = await generateScenario(getGenerationArgs(c, c.req.valid("json")));
    return c.json({ scenario }, 201);
  })
  .get("/scenarios", async (c) => {
    const scenarios = await listScenarios({ db: c.var.db, userId: c.var.user.id });
    return c.json({ scenarios });
  })
  /** The user's one self-rating of their design: 200 {scenario}; 409 once reviewed. */
  .post("/scenarios/:id/review", validate("json", reviewScenarioInputSchema), async (c) => {
    const scenario = await reviewScenario({
      db: c.var.db,
      userId: c.var.user.id,
      scenarioId: c.req.param("id"),
      rating: c.req.valid("json").rating,
      now: c.var.clock(),
    });
    return c.json({ scenario });
  })
  /** Clear All: hides the list; the rows stay for history and the library's memory. */
  .delete("/scenarios", async (c) => {
    await hideScenarios({ db: c.var.db, userId: c.var.user.id, now: c.var.clock() });
    return c.body(null, 204);
  });
