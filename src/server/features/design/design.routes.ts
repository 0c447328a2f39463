import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { GENERATION_ERRORS, getGenerationArgs } from "@/server/ai/lab-generation";
import type { AppBindings } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { createScenarioInputSchema, selfRatingInputSchema } from "@/shared/schemas/design";
import { requestDesignReviewInputSchema } from "@/shared/schemas/design-review";
import { saveDesignInputSchema } from "@/shared/schemas/design-work";
import { pageQuerySchema } from "@/shared/schemas/pagination";
import { conceptStudyRoutes } from "./concept-study.routes";
import {
  generateScenario,
  getScenario,
  getScenarioStats,
  hideScenarios,
  listScenarios,
  rateScenario,
} from "./design.service";
import { getLatestDesignReview, requestDesignReview, retryDesignReview } from "./design-reviews.service";
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

const route = documentRoutes("System design", "user");
const NOT_FOUND = ["NOT_FOUND"] as const;

/** The System Design Lab: /api/design/scenarios (every route needs a session). */
export const designRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .route("/concepts", conceptStudyRoutes)
  /** Generates a scenario; complexity defaults to intermediate and company to google (section 9). */
  .post(
    "/scenarios",
    route({
      summary: "Generate a scenario",
      errors: GENERATION_ERRORS,
      success: { status: 201, description: "`{scenario}`" },
    }),
    validate("json", createScenarioInputSchema),
    async (c) => {
      const scenario = await generateScenario(getGenerationArgs(c, c.req.valid("json")), c.var.getLibrary);
      return c.json({ scenario }, 201);
    },
  )
  /** One page of card summaries, newest first: `?limit=` (20, at most 100) and the last page's `nextCursor`. */
  .get(
    "/scenarios",
    route({
      summary: "List scenarios by pages",
      success: { status: 200, description: "`{scenarios, nextCursor}`: card summaries with `score` and `scoreSource`" },
    }),
    validate("query", pageQuerySchema),
    async (c) => {
      const page = await listScenarios({ db: c.var.db, userId: c.var.user.id, page: c.req.valid("query") });
      return c.json(page);
    },
  )
  /** The stat cards over every visible scenario, so no client pages through the list to count (before /:id). */
  .get(
    "/scenarios/stats",
    route({
      summary: "Scenario stat cards",
      success: { status: 200, description: "`{stats: {scenarioCount, averageScore, studyMinutes, masteredConcepts}}`" },
    }),
    async (c) => {
      const stats = await getScenarioStats({ db: c.var.db, userId: c.var.user.id, getLibrary: c.var.getLibrary });
      return c.json({ stats });
    },
  )
  /** One visible scenario with its requirements, constraints, criteria and concepts (the details and the design page). */
  .get(
    "/scenarios/:id",
    route({
      summary: "One scenario",
      description:
        "`evaluationCriteria`, what the review looks for, comes only once the design has been reviewed (`reviewedAt`).",
      errors: NOT_FOUND,
      success: { status: 200, description: "`{scenario}` with requirements, constraints, criteria and concepts" },
    }),
    async (c) => {
      const scenario = await getScenario({
        db: c.var.db,
        userId: c.var.user.id,
        scenarioId: c.req.param("id"),
        getLibrary: c.var.getLibrary,
      });
      return c.json({ scenario });
    },
  )
  /** The user's one self-rating of their design: 200 {scenario}; 409 once reviewed. */
  .post(
    "/scenarios/:id/self-rating",
    route({
      summary: "Rate my design 1–5",
      errors: ["NOT_FOUND", "CONFLICT"],
      success: { status: 200, description: "`{scenario}`" },
    }),
    validate("json", selfRatingInputSchema),
    async (c) => {
      const scenario = await rateScenario({
        db: c.var.db,
        userId: c.var.user.id,
        scenarioId: c.req.param("id"),
        rating: c.req.valid("json").rating,
        now: c.var.clock(),
        getLibrary: c.var.getLibrary,
      });
      return c.json({ scenario });
    },
  )
  /** The user's diagram and phase notes for the scenario, with their version (0 before the first save). */
  .get(
    "/scenarios/:id/design",
    route({
      summary: "The saved design",
      errors: NOT_FOUND,
      success: { status: 200, description: "`{design}`: diagram, phase notes, session and `version`" },
    }),
    async (c) => {
      const design = await getDesignWork({ db: c.var.db, userId: c.var.user.id, scenarioId: c.req.param("id") });
      return c.json({ design });
    },
  )
  /** Saves the whole design made on `baseVersion`: 409 when another save came first, 413 past the size cap. */
  .put(
    "/scenarios/:id/design",
    route({
      summary: "Save the design",
      errors: ["NOT_FOUND", "CONFLICT"],
      success: { status: 200, description: "`{design}` with its new `version`" },
    }),
    limitDesignBody,
    validate("json", saveDesignInputSchema),
    async (c) => {
      const design = await saveDesignWork({
        db: c.var.db,
        userId: c.var.user.id,
        scenarioId: c.req.param("id"),
        input: c.req.valid("json"),
        now: c.var.clock(),
      });
      return c.json({ design });
    },
  )
  /**
   * Reviews the design saved at `designVersion`: the automatic review at once and, for a user with AI, an
   * AI review in the background (poll GET …/design-reviews). 201 {review}; 409 when the saved version differs;
   * 400 for an empty diagram.
   */
  .post(
    "/scenarios/:id/design-reviews",
    route({
      summary: "Review the saved design",
      errors: ["NOT_FOUND", "CONFLICT", "BAD_REQUEST"],
      success: { status: 201, description: "`{review}`: the automatic review, and an AI review queued" },
    }),
    validate("json", requestDesignReviewInputSchema),
    async (c) => {
      const { review, isAiQueued } = await requestDesignReview({
        db: c.var.db,
        ai: c.var.ai,
        getLibrary: c.var.getLibrary,
        userId: c.var.user.id,
        scenarioId: c.req.param("id"),
        designVersion: c.req.valid("json").designVersion,
        now: c.var.clock(),
      });
      if (isAiQueued) await c.var.designReviews.queue(review.id);
      return c.json({ review }, 201);
    },
  )
  /** The scenario's latest review, null before the first; the page polls it while the AI part runs. */
  .get(
    "/scenarios/:id/design-reviews",
    route({
      summary: "The latest review",
      errors: NOT_FOUND,
      success: { status: 200, description: "`{review}` (null before the first)" },
    }),
    async (c) => {
      const review = await getLatestDesignReview({
        db: c.var.db,
        ai: c.var.ai,
        userId: c.var.user.id,
        scenarioId: c.req.param("id"),
        now: c.var.clock(),
      });
      return c.json({ review });
    },
  )
  /** Retries the latest review's failed AI part: 200 {review}; 409 when it has not failed. */
  .post(
    "/scenarios/:id/design-reviews/ai/retry",
    route({
      summary: "Retry the failed AI review",
      errors: ["NOT_FOUND", "CONFLICT", "AI_ACCESS_REQUIRED"],
      success: { status: 200, description: "`{review}`" },
    }),
    async (c) => {
      const review = await retryDesignReview({
        db: c.var.db,
        ai: c.var.ai,
        userId: c.var.user.id,
        scenarioId: c.req.param("id"),
        now: c.var.clock(),
      });
      await c.var.designReviews.queue(review.id);
      return c.json({ review });
    },
  )
  /** Clear All: hides the list; the rows stay for history and the library's memory. */
  .delete(
    "/scenarios",
    route({ summary: "Clear all scenarios (hide the list)", success: { status: 204, description: "Hidden" } }),
    async (c) => {
      await hideScenarios({ db: c.var.db, userId: c.var.user.id, now: c.var.clock() });
      return c.body(null, 204);
    },
  );
