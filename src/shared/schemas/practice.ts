import { z } from "zod";
import { DIFFICULTIES, PRACTICE_COMPANIES, TOPICS } from "@/shared/constants/practice-options";
import type { GeneratedProblem } from "@/shared/schemas/content";
import { type PageInfo, type PageQuery, pageQuerySchema } from "@/shared/schemas/pagination";

// The Practice Arena's API (POST/GET/DELETE /api/practice/problems…), shared by the server's
// validators and the client's forms, plus what every generated item says about where it came from.

/** Where a problem, interview or scenario came from. */
export type ContentSource = { kind: "library" } | { kind: "ai"; model: string };

/** The badge each source shows. */
export const CONTENT_SOURCE_LABELS: Record<ContentSource["kind"], string> = {
  library: "From the PrepPilot library",
  ai: "AI-generated",
};

/** The dropdowns' placeholder value: "all" is the same as leaving the filter out. */
export const ALL_OPTION = "all";

/** One of `options`, or "all" / nothing (both become undefined), with a message naming the field. */
export function optionalOption<const T extends readonly string[]>(label: string, options: T) {
  return z
    .enum([...options, ALL_OPTION], { error: `${label} must be one of: ${[ALL_OPTION, ...options].join(", ")}` })
    .optional()
    .transform((value) => (value === ALL_OPTION ? undefined : (value as T[number] | undefined)));
}

export const createProblemInputSchema = z.object({
  difficulty: optionalOption("Difficulty", DIFFICULTIES),
  topic: optionalOption("Topic", TOPICS),
  company: optionalOption("Company", PRACTICE_COMPANIES),
});
export type CreateProblemInput = z.input<typeof createProblemInputSchema>;

export const PROBLEM_SEARCH_MAX_LENGTH = 200;

/**
 * GET /api/practice/problems: the Practice Arena's filters (search title or description; each filter or
 * all) and a page of at most 100 summaries, newest first, after `cursor`.
 */
export const listProblemsQuerySchema = createProblemInputSchema.extend({
  search: z
    .string()
    .trim()
    .max(PROBLEM_SEARCH_MAX_LENGTH, `Search must be at most ${PROBLEM_SEARCH_MAX_LENGTH} characters`)
    .optional(),
  ...pageQuerySchema.shape,
});
/** What the client sends: numbers as query text, the cursor as the server gave it. */
export type ListProblemsQuery = Omit<z.input<typeof listProblemsQuerySchema>, "limit" | "cursor"> & PageQuery;

/** One page of the list. */
export type ProblemPage = { problems: ProblemSummary[] } & PageInfo;

/** GET /api/practice/problems/stats: the Practice Arena's stat cards over every visible problem. */
export type ProblemStats = {
  total: number;
  byDifficulty: Record<(typeof DIFFICULTIES)[number], number>;
  started: number;
  solved: number;
};

/** A saved problem as the API returns it: section 3's fields plus where it came from. */
export type Problem = GeneratedProblem & {
  id: string;
  source: ContentSource;
  /** The library problem's slug (for its page and the code runner); null for AI-generated problems. */
  slug: string | null;
  createdAt: string;
  /** The first Start (null until started). */
  startedAt: string | null;
  /** The first accepted submission (or the former "Mark as solved"); null until then. */
  solvedAt: string | null;
};

/** A list entry: what the card shows, without the statement, examples, constraints and hints (GET /:id has them). */
export type ProblemSummary = Omit<Problem, "description" | "examples" | "constraints" | "hints">;
