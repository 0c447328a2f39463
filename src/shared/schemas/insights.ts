import { z } from "zod";

// "Generate AI Insights": The model's plan is validated with this schema before
// anyone sees it; the built-in library answers with the rule-based insights instead.

const line = (max: number) => z.string().trim().min(1).max(max);

export const aiInsightsSchema = z.object({
  /** One or two sentences on where the user stands. */
  summary: line(400),
  /** The plan: a few concrete sessions, each with why. */
  steps: z
    .array(z.object({ action: line(200), why: line(300) }))
    .min(2)
    .max(5),
});
export type AiInsights = z.infer<typeof aiInsightsSchema>;

/** What POST /api/analytics/insights answers: a model's plan, or a pointer to the automatic insights. */
export type InsightsResult = { kind: "ai"; insights: AiInsights } | { kind: "automatic" };
