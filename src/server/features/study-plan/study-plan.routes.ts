import { Hono } from "hono";
import { getReadiness } from "@/server/features/analytics";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { saveStudyPlanInputSchema, studyPlanQuerySchema } from "@/shared/schemas/study-plan";
import { deleteStudyPlan, getStudyPlan, getStudyPlanSessions, saveStudyPlan } from "./study-plan.service";
import { createStudyPlanCalendar } from "./study-plan-calendar";

// The study plan from an interview date, a target company and a role level.

const route = documentRoutes("Study plan", "user");

export const studyPlanRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get(
    "/",
    route({
      summary: "My study plan",
      description: "The saved settings and the plan computed for today: weeks with goals and progress, sessions.",
      success: { status: 200, description: "`{settings, plan}`, both null before an interview date is set" },
    }),
    async (c) => {
      const result = await getStudyPlan({ db: c.var.db, userId: c.var.user.id, now: c.var.clock() });
      return c.json(result);
    },
  )
  .get(
    "/today",
    route({
      summary: "My readiness and today's session",
      description:
        "The study plan's suggestion for today: the readiness and the next best session, computed by the same function as `GET /api/analytics/readiness` (`tz` is an IANA zone for today's due reviews).",
      success: { status: 200, description: "`{readiness, nextSession}`: readiness is `{score, label, tracks}`" },
    }),
    validate("query", studyPlanQuerySchema),
    async (c) => {
      const report = await getReadiness({
        db: c.var.db,
        userId: c.var.user.id,
        now: c.var.clock(),
        timeZone: c.req.valid("query").tz,
        getLibrary: c.var.getLibrary,
      });
      return c.json({ readiness: report.readiness.overall, nextSession: report.nextSession });
    },
  )
  .put(
    "/",
    route({
      summary: "Set my interview date, company and role level",
      description: "Replans from the new settings; a date today, in the past or over a year away is refused.",
      success: { status: 200, description: "`{settings, plan}`" },
    }),
    validate("json", saveStudyPlanInputSchema),
    async (c) => {
      const result = await saveStudyPlan({
        db: c.var.db,
        userId: c.var.user.id,
        input: c.req.valid("json"),
        now: c.var.clock(),
      });
      // A mock planned for tomorrow is reminded of this morning still, not only from tomorrow's plan on.
      await c.var.notifications.replan(c.var.user.id, ["interview_reminder"]);
      return c.json(result);
    },
  )
  .delete(
    "/",
    route({
      summary: "Remove my study plan",
      description:
        "Deletes the interview date, company and role level, so no weekly goals or interview reminder follow; the activity stays.",
      success: { status: 200, description: "`{settings: null, plan: null}`, also when there was no plan" },
    }),
    async (c) => c.json(await deleteStudyPlan({ db: c.var.db, userId: c.var.user.id })),
  )
  .get(
    "/calendar.ics",
    route({
      summary: "Download my study plan's sessions",
      description: "One calendar event per session still to do, as an .ics attachment.",
      errors: ["NOT_FOUND"],
      success: { status: 200, description: "An iCalendar file", media: "text/calendar" },
    }),
    async (c) => {
      const sessions = await getStudyPlanSessions({ db: c.var.db, userId: c.var.user.id, now: c.var.clock() });
      c.header("Content-Disposition", 'attachment; filename="preppilot-study-plan.ics"');
      c.header("Cache-Control", "no-store");
      return c.body(createStudyPlanCalendar(sessions), 200, { "Content-Type": "text/calendar; charset=utf-8" });
    },
  );
