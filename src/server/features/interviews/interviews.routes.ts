import { Hono } from "hono";
import { getGenerationArgs } from "@/server/ai/lab-generation";
import type { AppBindings } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { createInterviewInputSchema, updateInterviewInputSchema } from "@/shared/schemas/interviews";
import { getInterview, listInterviews, startInterview, updateInterview } from "./interviews.service";

/** The Interview Lab: /api/interviews… (every route needs a session). */
export const interviewsRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** Generates five questions and starts the interview at the first one. */
  .post("/", validate("json", createInterviewInputSchema), async (c) => {
    const interview = await startInterview(getGenerationArgs(c, c.req.valid("json")));
    return c.json({ interview }, 201);
  })
  /** History, newest first, without the questions. */
  .get("/", async (c) => {
    const interviews = await listInterviews({ db: c.var.db, userId: c.var.user.id });
    return c.json({ interviews });
  })
  .get("/:id", async (c) => {
    const interview = await getInterview({ db: c.var.db, userId: c.var.user.id, interviewId: c.req.param("id") });
    return c.json({ interview });
  })
  /** next / previous / finish / end, or rate one answer ({action: "rate", position, rating}). */
  .patch("/:id", validate("json", updateInterviewInputSchema), async (c) => {
    const interview = await updateInterview({
      db: c.var.db,
      userId: c.var.user.id,
      interviewId: c.req.param("id"),
      update: c.req.valid("json"),
      now: c.var.clock(),
    });
    return c.json({ interview });
  });
