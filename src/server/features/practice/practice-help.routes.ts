import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { revealEditorialInputSchema, tutorInputSchema } from "@/shared/schemas/solving";
import { askTutor, getEditorialProgress, revealEditorial } from "./editorial-help.service";
import { refuseHelpDuringInterview } from "./interview-lock";
import { solvingArgs } from "./practice-solving.routes";

const route = documentRoutes("Practice", "user");

/** Help while solving, past the hints: the editorial a section at a time, and the tutor (mounted by practice.routes.ts). */
export const practiceHelpRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get(
    "/problems/:id/editorial",
    route({
      summary: "The editorial's sections the user may read",
      description: "All of them once solved or given up; before that, those opened one at a time after the hints.",
      errors: ["NOT_FOUND", "PROBLEM_NOT_JUDGED"],
      success: { status: 200, description: "`{editorial}`: titles, revealed, sections, canReveal" },
    }),
    async (c) => c.json({ editorial: await getEditorialProgress({ ...solvingArgs(c), problemId: c.req.param("id") }) }),
  )
  .post(
    "/problems/:id/editorial",
    route({
      summary: "Open the editorial's next section",
      description:
        "How many sections the page shows now; the stored count only rises. 409 while a hint is hidden, and during a coding interview on the problem.",
      errors: ["NOT_FOUND", "PROBLEM_NOT_JUDGED", "CONFLICT"],
      success: { status: 200, description: "`{editorial}`" },
    }),
    validate("json", revealEditorialInputSchema),
    refuseHelpDuringInterview,
    async (c) => {
      const { revealed } = c.req.valid("json");
      const editorial = await revealEditorial({ ...solvingArgs(c), problemId: c.req.param("id"), revealed });
      return c.json({ editorial });
    },
  )
  .post(
    "/problems/:id/tutor",
    route({
      summary: "Ask the tutor",
      description:
        "Questions about the user's own code, never code (needs an AI provider and AI access). 409 during a coding interview on the problem.",
      errors: ["NOT_FOUND", "PROBLEM_NOT_JUDGED", "CONFLICT", "AI_ACCESS_REQUIRED", "RATE_LIMITED", "AI_FAILED"],
      success: { status: 200, description: "`{reply}`" },
    }),
    validate("json", tutorInputSchema),
    refuseHelpDuringInterview,
    async (c) => {
      const result = await askTutor({
        ...solvingArgs(c),
        ai: c.var.ai,
        problemId: c.req.param("id"),
        now: c.var.clock(),
        rateLimits: c.var.rateLimits,
        input: c.req.valid("json"),
      });
      return c.json(result);
    },
  );
