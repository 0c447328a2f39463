import { z } from "zod";
import {
  COMPLEXITIES,
  DEFAULT_COMPLEXITY,
  DEFAULT_DESIGN_COMPANY,
  DESIGN_COMPANIES,
} from "@/shared/constants/practice-options";
import type { ConceptId } from "@/shared/design/concepts";
import type { GeneratedScenario } from "@/shared/schemas/content";
import { selfRatingSchema } from "@/shared/schemas/interviews";
import type { PageInfo } from "@/shared/schemas/pagination";
import type { ContentSource } from "@/shared/schemas/practice";

// The System Design Lab's API (POST/GET/DELETE /api/design/scenarios…), shared by the server and the client.

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

/** POST /api/design/scenarios/:id/self-rating: the user's one self-rating of their design. */
export const selfRatingInputSchema = z.object({ rating: selfRatingSchema });
export type SelfRatingInput = z.input<typeof selfRatingInputSchema>;

/**
 * What a generator gives: section 3's scenario and its non-functional requirements (scale, latency,
 * availability…), which an AI model may leave out (then empty).
 */
export type ScenarioContent = GeneratedScenario & { nonFunctionalRequirements: string[] };

/**
 * A saved scenario: its content plus what saving adds (id, complexity, company, time, the user's review).
 * `evaluationCriteria`, what the review looks for, is sent only once the design has been reviewed
 * (`reviewedAt`); before, the brief is what an interviewer would give: description, requirements, constraints.
 */
export type Scenario = Omit<ScenarioContent, "evaluationCriteria"> &
  Partial<Pick<ScenarioContent, "evaluationCriteria">> & {
    id: string;
    complexity: (typeof COMPLEXITIES)[number];
    company: (typeof DESIGN_COMPANIES)[number];
    source: ContentSource;
    createdAt: string;
    /** The user's self-rating (1–5) of their design; null until given (the fallback when nothing reviewed it). */
    rating: number | null;
    /** When the design was first reviewed, by any kind of review (self-rating, automatic or AI); null before. */
    reviewedAt: string | null;
    /**
     * The design's effective score (1–5, one decimal), as progress counts it: the latest AI review's when
     * one is done, else the latest automatic review's, else the self-rating; null with none of them.
     */
    score: number | null;
    scoreSource: ScoreSource | null;
    /** The Concept Library's concepts a library scenario needs (content/scenarios); empty for AI scenarios. */
    concepts: ConceptId[];
  };

/** A list entry: what the card shows, without the requirements, constraints, criteria and concepts (GET /:id has them). */
export type ScenarioSummary = Omit<
  Scenario,
  "requirements" | "constraints" | "evaluationCriteria" | "nonFunctionalRequirements" | "concepts"
>;

/** GET /api/design/scenarios (`?limit=&cursor=`, as every list pages): one page of the visible list, newest first. */
export type ScenarioPage = { scenarios: ScenarioSummary[] } & PageInfo;

/** GET /api/design/scenarios/stats: the lab's stat cards over every scenario in the list, not only the pages shown. */
export type DesignStats = {
  scenarioCount: number;
  /** The mean of the scored designs' effective scores, one decimal; null when none is scored. */
  averageScore: number | null;
  /** From each scenario's generation to its first review, capped per scenario (the page adds concepts read). */
  studyMinutes: number;
  /**
   * The concepts needed by two or more different library scenarios whose designs scored 4 or more
   * (MASTERY_SCENARIOS in shared/design/design-stats.ts); the Concept Library marks them.
   */
  masteredConcepts: ConceptId[];
};

/** Where a design's score comes from, strongest first: the lab and the Analytics Hub both take the first there is. */
export const SCORE_SOURCES = ["ai", "automatic", "self"] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];

/** A design's score: its AI review's, else its automatic review's, else the self-rating; null with none. */
export function pickDesignScore(
  scores: Partial<Record<ScoreSource, number | null>>,
): { score: number; scoreSource: ScoreSource } | { score: null; scoreSource: null } {
  for (const scoreSource of SCORE_SOURCES) {
    const score = scores[scoreSource];
    if (score !== undefined && score !== null) return { score, scoreSource };
  }
  return { score: null, scoreSource: null };
}
