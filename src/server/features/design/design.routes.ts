import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getGenerationArgs } from "@/server/ai/lab-generation";
import type { AppBindings } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { createScenarioInputSchema, reviewScenarioInputSchema } from "@/shared/schemas/design";
import { saveDesignInputSchema } from "@/shared/schemas/design-work";
import { generateScenario, hideScenarios, listScenarios, reviewScenario } from "./design.service";
import { getDesignWork, saveDesignWork } from "./design-work.service";

/**
 * A saved design may pass app.ts's 64 KB body limit (its own cap, DESIGN_MAX_BYTES, is checked after
 * validation with a message of its own); anything past 1 MB is refused before it is read.
 */
const limitDesignBody = bodyLimit({
  maxSize: 1024 * 1024,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", { message: "The request body is too large." });
  },
});

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
  /** The user's diagram and phase notes for the scenario, with their version (0 before the first save). */
  .get("/scenarios/:id/design", async (c) => {
    const design = await getDesignWork({ db: c.var.db, userId: c.var.user.id, scenarioId: c.req.param("id") });
    return c.json({ design });
  })
  /** Saves the whole design made on `baseVersion`: 409 when another save came first, 413 past the size cap. */
  .put("/scenarios/:id/design", limitDesignBody, validate("json", saveDesignInputSchema), async (c) => {
    const design = await saveDesignWork({
      db: c.var.db,
      userId: c.var.user.id,
      scenarioId: c.req.param("id"),
      input: c.req.valid("json"),
      now: c.var.clock(),
    });
    return c.json({ design });
  })
  /** Clear All: hides the list; the rows stay for history and the library's memory. */
  .delete("/scenarios", async (c) => {
    await hideScenarios({ db: c.var.db, userId: c.var.user.id, now: c.var.clock() });
    return c.body(null, 204);
  });
