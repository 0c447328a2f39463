import { z } from "zod";
import type { AutomaticReview, ReviewDimension } from "@/shared/design/design-review";

// The review of a saved design, shared by the server and the client:
// POST /api/design/scenarios/:id/design-reviews, GET /api/design/scenarios/:id/design-reviews and
// POST /api/design/scenarios/:id/design-reviews/ai/retry. A review always has the automatic part (rules that read
// the diagram and the phase notes, no AI); with AI access it also has an AI part that runs in the background.

/** POST …/design-reviews: reviews the design as saved at this version (the client flushes its autosave first). */
export const requestDesignReviewInputSchema = z.object({
  designVersion: z
    .number({ error: "Design version must be a number" })
    .int("Design version must be a whole number")
    .min(0, "Design version cannot be negative"),
});
export type RequestDesignReviewInput = z.input<typeof requestDesignReviewInputSchema>;

export const EMPTY_DIAGRAM_REVIEW_MESSAGE = "Add components to your diagram before asking for a review.";
export const STALE_DESIGN_REVIEW_MESSAGE =
  "The design changed since this page last saved it. Wait for it to save (or reload it), then ask again.";

/** pending (queued), running, done, or failed (retryable: the automatic review stays). */
export const AI_REVIEW_STATUSES = ["pending", "running", "done", "failed"] as const;
export type AiReviewStatus = (typeof AI_REVIEW_STATUSES)[number];

/**
 * The AI review as stored: all seven dimensions scored 1–5 with a reason and the component names or note
 * phrases it rests on (citations that name nothing in the design are dropped and listed), the risks, and
 * the most valuable next change.
 */
export type AiDesignReview = {
  dimensions: { dimension: ReviewDimension; score: number; reason: string; citations: string[] }[];
  risks: string[];
  nextChange: string;
  /** The mean of the seven scores, to one decimal. */
  score: number;
  /** Citations the model gave that are neither a component's name nor a phrase of the notes. */
  droppedCitations: string[];
};

export type DesignReviewState = {
  id: string;
  designVersion: number;
  createdAt: string;
  automatic: AutomaticReview;
  /** null when the user has no AI review (no AI access, or the local provider). */
  ai: null | { status: AiReviewStatus; error: string | null; result: AiDesignReview | null };
};
