import { z } from "zod";
import {
  COMPLEXITIES,
  DEFAULT_COMPLEXITY,
  DEFAULT_DESIGN_COMPANY,
  DESIGN_COMPANIES,
} from "@/shared/constants/practice-options";
import type { GeneratedScenario } from "@/shared/schemas/content";
import { selfRatingSchema } from "@/shared/schemas/interviews";
import type { ContentSource } from "@/shared/schemas/practice";

// The System Design Lab's API (POST/GET/DELETE /api/design/scenarios), shared by the server and the client.

/** Section 5: the scenario selects are limited to the listed options (no "all"). */
export const createScenarioInputSchema = z.object({
  complexity: z
    .enum(COMPLEXITIES, { error: `Complexity must be one of: ${COMPLEXITIES.join(", ")}` })
    .default(DEFAULT_COMPLEXITY),
  company: z
    .enum(DESIGN_COMPANIES, { error: `Company must be one of: ${DESIGN_COMPANIES.join(", ")}` })
    .default(DEFAULT_DESIGN_COMPANY),
});
export type CreateScenarioInput = z.input<typeof createScenarioInputSchema>;

/** POST /api/design/scenarios/:id/review: the user's one self-rating of their design. */
export const reviewScenarioInputSchema = z.object({ rating: selfRatingSchema });
export type ReviewScenarioInput = z.input<typeof reviewScenarioInputSchema>;

/**
 * What a generator gives: section 3's scenario and its non-functional requirements (scale, latency,
 * availability…), which an AI model may leave out (then empty).
 */
export type ScenarioContent = GeneratedScenario & { nonFunctionalRequirements: string[] };

/** A saved scenario: its content plus what saving adds (id, complexity, company, time, the user's review). */
export type Scenario = ScenarioContent & {
  id: string;
  complexity: (typeof COMPLEXITIES)[number];
  company: (typeof DESIGN_COMPANIES)[number];
  source: ContentSource;
  createdAt: string;
  /** The self-rating (1–5) of the user's design, and when it was given; null until reviewed. */
  rating: number | null;
  reviewedAt: string | null;
};
