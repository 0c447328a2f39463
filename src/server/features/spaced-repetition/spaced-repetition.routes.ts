import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import {
  dueReviewsQuerySchema,
  gradeReviewInputSchema,
  reviewSettingsSchema,
} from "@/shared/schemas/spaced-repetition";
import {
  getReviewSettings,
  getReviewSuggestion,
  gradeReviewCard,
  listDueReviews,
  updateReviewSettings,
} from "./spaced-repetition.service";

// Spaced repetition of what the user solved, answered, designed or studied.

const route = documentRoutes("Spaced repetition", "user");

export const spacedRepetitionRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get(
    "/due",
    route({
      summary: "Review cards due today",
      description: "Within the daily limits, grouped by track with estimated minutes; `tz` is an IANA zone.",
      success: { status: 200, description: "`{total, minutes, tracks, nextDue, heldBack, settings}`" },
    }),
    validate("query", dueReviewsQuerySchema),
    async (c) => {
      const { tz } = c.req.valid("query");
      const due = await listDueReviews({ db: c.var.db, userId: c.var.user.id, now: c.var.clock(), timeZone: tz });
      return c.json(due);
    },
  )
  .get(
    "/cards/:id/suggestion",
    route({
      summary: "The suggested grade of a card",
      errors: ["NOT_FOUND"],
      success: { status: 200, description: "`{cardId, grade, reason, facts}`" },
    }),
    async (c) => {
      const suggestion = await getReviewSuggestion({ db: c.var.db, userId: c.var.user.id, cardId: c.req.param("id") });
      return c.json({ suggestion });
    },
  )
  .post(
    "/cards/:id/grade",
    route({
      summary: "Grade a review card",
      description: "Schedules the card with FSRS, logs the review and counts the day for the streak.",
      errors: ["NOT_FOUND"],
      success: { status: 200, description: "`{card}` with its next due date" },
    }),
    validate("json", gradeReviewInputSchema),
    async (c) => {
      const result = await gradeReviewCard({
        db: c.var.db,
        userId: c.var.user.id,
        cardId: c.req.param("id"),
        input: c.req.valid("json"),
        now: c.var.clock(),
      });
      return c.json(result);
    },
  )
  .get(
    "/settings",
    route({ summary: "My daily review limits", success: { status: 200, description: "`{settings}`" } }),
    async (c) => {
      const settings = await getReviewSettings({ db: c.var.db, userId: c.var.user.id });
      return c.json({ settings });
    },
  )
  .put(
    "/settings",
    route({ summary: "Save my daily review limits", success: { status: 200, description: "`{settings}`" } }),
    validate("json", reviewSettingsSchema),
    async (c) => {
      const settings = await updateReviewSettings({
        db: c.var.db,
        userId: c.var.user.id,
        settings: c.req.valid("json"),
        now: c.var.clock(),
      });
      return c.json({ settings });
    },
  );
