import { z } from "zod";
import { DIFFICULTIES, PRACTICE_COMPANIES, TOPICS } from "@/shared/constants/practice-options";
import type { GeneratedProblem } from "@/shared/schemas/content";

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

export const PROBLEMS_PAGE_SIZE = 20;
export const PROBLEMS_PAGE_MAX = 100;

/**
 * Where the next page starts: the last item's createdAt and id (the list's order), opaque to clients
 * so the order can change without breaking their contract.
 */
export type ProblemCursor = { createdAt: string; id: string };

export function encodeProblemCursor({ createdAt, id }: ProblemCursor) {
  return base64UrlEncode(JSON.stringify([createdAt, id]));
}

/** The cursor, or null when it is not one we wrote (the route answers 400). */
export function decodeProblemCursor(cursor: string): ProblemCursor | null {
  try {
    const value: unknown = JSON.parse(base64UrlDecode(cursor));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value as unknown[];
    if (typeof createdAt !== "string" || typeof id !== "string" || Number.isNaN(Date.parse(createdAt))) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/**
 * GET /api/practice/problems: spec section 5's filters (search title or description; each filter or
 * all) and a page of at most 100 summaries, newest first, after `cursor`.
 */
export const listProblemsQuerySchema = createProblemInputSchema.extend({
  search: z
    .string()
    .trim()
    .max(PROBLEM_SEARCH_MAX_LENGTH, `Search must be at most ${PROBLEM_SEARCH_MAX_LENGTH} characters`)
    .optional(),
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${PROBLEMS_PAGE_MAX}` })
    .int(`Limit must be a whole number from 1 to ${PROBLEMS_PAGE_MAX}`)
    .min(1, `Limit must be a whole number from 1 to ${PROBLEMS_PAGE_MAX}`)
    .max(PROBLEMS_PAGE_MAX, `Limit must be at most ${PROBLEMS_PAGE_MAX}`)
    .default(PROBLEMS_PAGE_SIZE),
  cursor: z
    .string()
    .optional()
    .transform((cursor, context) => {
      if (cursor === undefined || cursor === "") return undefined;
      const decoded = decodeProblemCursor(cursor);
      if (!decoded) context.addIssue({ code: "custom", message: "Cursor is not valid; start from the first page" });
      return decoded ?? undefined;
    }),
});
/** What the client sends: numbers as query text, the cursor as the server gave it. */
export type ListProblemsQuery = Omit<z.input<typeof listProblemsQuerySchema>, "limit"> & { limit?: string };

/** One page of the list; nextCursor is null on the last page. */
export type ProblemPage = { problems: ProblemSummary[]; nextCursor: string | null };

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

// base64url of UTF-8 text, in the browser and on the server alike (no Buffer).
function base64UrlEncode(text: string) {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join("");
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function base64UrlDecode(encoded: string) {
  const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}
