import { z } from "zod";
import type { Difficulty, Pattern, Topic } from "@/shared/constants/practice-options";
import type { ProblemTag } from "@/shared/constants/problem-tags";
import type { ProblemList } from "@/shared/schemas/content";
import type { Problem } from "@/shared/schemas/practice";

// The Problem Library (GET /api/practice/library, POST /api/practice/library/:slug/open): every library
// problem and every problem the user generated, each with the user's own status.

/**
 * Where the user stands on a problem: `new` (never opened), `attempted` (opened or submitted, not solved),
 * `solved` (an Accepted submission). Being due for review is told apart (`isDue`), since a due problem is solved.
 */
export const PROBLEM_STATUSES = ["new", "attempted", "solved"] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

/** The library's slug of the problem to open. */
export const openLibraryProblemParamsSchema = z.object({
  slug: z
    .string()
    .max(120, "A problem's slug is at most 120 characters")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "A problem's slug is lower-case words joined by hyphens"),
});

/** One row of the library: a library problem (with its slug) or a problem the user generated (slug null). */
export type CatalogueEntry = {
  /** The slug of a library problem, else the user's problem id: unique in the catalogue. */
  key: string;
  slug: string | null;
  /** The user's practice problem for it; null until opened. */
  problemId: string | null;
  title: string;
  difficulty: Difficulty;
  topic: Topic;
  /** The roadmap pattern of a library problem; null for a generated one. */
  pattern: Pattern | null;
  tags: ProblemTag[];
  company: string[];
  source: "library" | "ai";
  status: ProblemStatus;
  /** A spaced-repetition card for it is due now. */
  isDue: boolean;
};

export type ProblemCatalogue = {
  problems: CatalogueEntry[];
  lists: Pick<ProblemList, "slug" | "title" | "description" | "isComplete" | "problems">[];
};

/** POST /library/:slug/open: the user's problem for that slug, and whether this request created it. */
export type OpenedProblem = { problem: Problem; isCreated: boolean };
