import { z } from "zod";
import type { Pattern } from "@/shared/constants/practice-options";
import type { ProblemTag } from "@/shared/constants/problem-tags";
import { EDITORIAL_SECTIONS, type EditorialSection } from "@/shared/editorial/editorial";
import {
  BROWSER_LANGUAGES,
  LANGUAGE_LABELS,
  LANGUAGES,
  type Language,
  RUNNER_LANGUAGES,
} from "@/shared/judge/languages";
import { CODE_MAX_BYTES } from "@/shared/judge/limits";
import { VERDICTS, type Verdict } from "@/shared/judge/verdicts";
import type { PageInfo } from "@/shared/schemas/pagination";
import type { Problem } from "@/shared/schemas/practice";
import type { CHECKERS, COMPARISONS, ProblemJudge, Signature, TestCase } from "@/shared/schemas/problem-judge";

// Solving a problem in the editor: drafts, notes, timer, submissions and the reference
// solution, under /api/practice/problems/:id/…. The user's code runs in their browser; the server
// stores it, checks that a submission is consistent with the problem, and keeps the solution secret
// until the user has earned it.

export const NOTES_MAX_CHARS = 20_000;
/** The timer stops counting after a week on one problem. */
export const ELAPSED_SECONDS_MAX = 86_400 * 7;
/** A failed test's error message is cut here (a runaway stack trace is no use to store). */
export const FAILED_TEST_MESSAGE_MAX_CHARS = 2000;

export const CODE_TOO_LARGE_MESSAGE = "Code is limited to 64 KB.";
export const PROBLEM_NOT_JUDGED_MESSAGE =
  "This problem was saved before PrepPilot could run code, so it has no tests. Generate a new problem to solve it in the editor.";
export const SOLUTION_LOCKED_MESSAGE = "Solve the problem or give up to see the solution.";

/** Code size as the limit counts it: UTF-8 bytes, so the client can warn before the server refuses. */
export function getCodeBytes(code: string): number {
  return new TextEncoder().encode(code).length;
}

export function isCodeTooLarge(code: string): boolean {
  return getCodeBytes(code) > CODE_MAX_BYTES;
}

export const languageSchema = z.enum(LANGUAGES, {
  error: `Language must be one of: ${LANGUAGES.join(", ")}`,
});

/** The languages the browser judges: a runner's languages are stored by the API from the runner's own results. */
const browserLanguageSchema = z.enum(BROWSER_LANGUAGES, {
  error: `Language must be one of: ${BROWSER_LANGUAGES.join(", ")} (${RUNNER_LANGUAGES.map((language) => LANGUAGE_LABELS[language]).join(", ")} are submitted through a runner job)`,
});

/** PUT /problems/:id/drafts/:language — the path's language. */
export const draftParamsSchema = z.object({ id: z.string(), language: languageSchema });

/** PUT /problems/:id/drafts/:language — the body; over CODE_MAX_BYTES answers 413 CODE_TOO_LARGE. */
export const saveDraftInputSchema = z.object({ code: z.string({ error: "Code must be text" }) });
export type SaveDraftInput = z.input<typeof saveDraftInputSchema>;

export const elapsedSecondsSchema = z
  .number({ error: "Elapsed time must be a whole number of seconds" })
  .int({ error: "Elapsed time must be a whole number of seconds" })
  .min(0, { error: "Elapsed time cannot be negative" })
  .max(ELAPSED_SECONDS_MAX, { error: `Elapsed time must be at most ${ELAPSED_SECONDS_MAX} seconds` });

/** PATCH /problems/:id/work — any of the three; what is left out stays as it was. */
export const updateProblemWorkInputSchema = z.object({
  language: languageSchema.optional(),
  notes: z.string().max(NOTES_MAX_CHARS, { error: "Notes are limited to 20,000 characters." }).optional(),
  elapsedSeconds: elapsedSecondsSchema.optional(),
});
export type UpdateProblemWorkInput = z.input<typeof updateProblemWorkInputSchema>;

/** PUT /problems/:id/hints: how many hints the page shows now (the stored count only ever rises). */
export const revealHintsInputSchema = z.object({
  revealed: z
    .number({ error: "revealed must be a whole number of hints" })
    .int({ error: "revealed must be a whole number of hints" })
    .min(1, { error: "revealed must be at least 1" })
    .max(50, { error: "revealed must be at most 50" }),
});
export type RevealHintsInput = z.input<typeof revealHintsInputSchema>;

const testCount = z.number().int().min(0);

/** The first failing test of a submission, as the browser's judge saw it. */
export const failedTestSchema = z.object({
  index: testCount,
  input: z.unknown(),
  expected: z.unknown(),
  actual: z.unknown().optional(),
  message: z
    .string()
    .transform((message) => message.slice(0, FAILED_TEST_MESSAGE_MAX_CHARS))
    .optional(),
  line: z.number().int().min(1).optional(),
});
export type FailedTest = z.output<typeof failedTestSchema>;

/** A submission as stored, checked the same way whoever judged it; `language` says which languages may. */
function submissionSchema<L extends z.ZodType<Language>>(language: L) {
  return z
    .object({
      language,
      code: z.string({ error: "Code must be text" }),
      verdict: z.enum(VERDICTS, { error: `Verdict must be one of: ${VERDICTS.join(", ")}` }),
      passed: testCount,
      total: testCount,
      /** The slowest or summed time the judge measured; fractions of a millisecond are rounded. */
      runtimeMs: z
        .number()
        .min(0)
        .max(24 * 3_600_000)
        .transform((value) => Math.round(value)),
      elapsedSeconds: elapsedSecondsSchema.optional(),
      failedTest: failedTestSchema.optional(),
    })
    .refine((input) => input.passed <= input.total, {
      error: "Passed tests cannot exceed the total",
      path: ["passed"],
    })
    .refine((input) => (input.verdict === "accepted") === (input.passed === input.total), {
      error: "A submission is accepted exactly when every test passed",
      path: ["verdict"],
    })
    .refine((input) => input.failedTest === undefined || input.failedTest.index < input.total, {
      error: "The failed test must be one of the problem's tests",
      path: ["failedTest", "index"],
    });
}

/**
 * POST /problems/:id/submissions — judged in the browser. The server also checks that `total` is the
 * problem's test count (400) and that the code fits CODE_MAX_BYTES (413).
 */
export const createSubmissionInputSchema = submissionSchema(browserLanguageSchema);
/** A runner job's Submit, stored by the API from the report it graded itself (features/runner-jobs). */
export const runnerSubmissionSchema = submissionSchema(languageSchema);
export type SubmissionInput = z.input<typeof runnerSubmissionSchema>;
export type StoredSubmissionInput = z.output<typeof runnerSubmissionSchema>;
export type CreateSubmissionInput = z.input<typeof createSubmissionInputSchema>;

/** GET /problems/:id/submissions/:submissionId */
export const submissionParamsSchema = z.object({ id: z.string(), submissionId: z.string() });

// ---------- Responses ----------

/** GET /problems/:id: the problem plus what the editor needs to know about solving it (never its tests). */
export type ProblemDetail = Problem & {
  /** False only for AI problems saved before judging existed: they cannot be solved in the editor. */
  isJudged: boolean;
  /** Per test: the problem's own or DEFAULT_TIME_LIMIT_MS. */
  timeLimitMs: number;
  /** The timer's seconds at the first Accepted submission; null until then (and for "Mark as solved" rows). */
  solveSeconds: number | null;
  /** When the user gave up and saw the solution; null if they have not. */
  gaveUpAt: string | null;
  /** How many hints the user revealed (the page shows as many again on the next visit). */
  hintsRevealed: number;
  /** A library problem's roadmap pattern and topic tags; null and none for a generated problem. */
  pattern: Pattern | null;
  tags: ProblemTag[];
};

/** GET /problems/:id/judge: everything the browser needs to run and submit, never the solutions. */
export type SolvingJudge = {
  signature: Signature;
  comparison: (typeof COMPARISONS)[number];
  /** The validator of a problem with several right answers (the comparison is not used then). */
  checker?: (typeof CHECKERS)[number];
  /** The problem's own limit per test (the floor of every language's). */
  timeLimitMs: number;
  /** Each language's limit per test, derived from the reference solution's time (getTimeLimitMs). */
  timeLimitsMs: Record<Language, number>;
  tests: Pick<TestCase, "input" | "expected">[];
  /** The tests shown as the problem's examples: Run judges these (plus the user's custom inputs). */
  exampleTestIndexes: number[];
};

export type Draft = { language: Language; code: string; updatedAt: string };

/** GET/PATCH /problems/:id/work; empty defaults before anything is saved. */
export type ProblemWork = {
  /** The language used last (the last draft saved or the one picked); null before any. */
  language: Language | null;
  drafts: Draft[];
  /** Review mode's own drafts: a review re-solves from scratch and never touches `drafts`. */
  repetitionDrafts: Draft[];
  notes: string;
  elapsedSeconds: number;
  updatedAt: string | null;
};

export type SubmissionSummary = {
  id: string;
  language: Language;
  verdict: Verdict;
  passed: number;
  total: number;
  runtimeMs: number;
  createdAt: string;
};

export type Submission = SubmissionSummary & { code: string; failedTest: FailedTest | null };

/** GET /problems/:id/submissions (`?limit=&cursor=`, as every list pages): one page, newest first. */
export type SubmissionPage = { submissions: SubmissionSummary[] } & PageInfo;

/** GET /problems/:id/solution and POST /problems/:id/give-up. */
export type ReferenceSolution = {
  javascript: string;
  python: string | null;
  java: string | null;
  cpp: string | null;
  go: string | null;
  complexity: ProblemJudge["complexity"];
  /** The editorial's six sections (content/README.md#editorials); null for a problem without one. */
  editorial: EditorialSection[] | null;
};

/** POST /problems/:id/editorial: how many of the editorial's sections the page shows now (1–6). */
export const revealEditorialInputSchema = z.object({
  revealed: z
    .number({ error: "revealed must be a whole number of sections" })
    .int({ error: "revealed must be a whole number of sections" })
    .min(1, { error: "revealed must be at least 1" })
    .max(EDITORIAL_SECTIONS.length, { error: `revealed must be at most ${EDITORIAL_SECTIONS.length}` }),
});

/**
 * GET /problems/:id/editorial: its sections' titles, and those the user may read — all of them once the
 * solution is unlocked, else the ones opened one at a time after the hints.
 */
export type EditorialProgress = {
  titles: string[];
  /** How many sections the user opened before solving (the count only rises). */
  revealed: number;
  sections: EditorialSection[];
  /** Whether every hint is out, so the next section may be opened. */
  canReveal: boolean;
};

export const EDITORIAL_HINTS_FIRST_MESSAGE = "Show all the hints first: the editorial opens after them.";

/** One message of a tutor conversation. */
export type TutorTurn = { role: "user" | "tutor"; text: string };

/** The tutor keeps at most this many messages of context; the page sends the newest. */
export const TUTOR_MAX_TURNS = 12;

/** POST /problems/:id/tutor: the user's code now and the conversation, their newest message last. */
export const tutorInputSchema = z.object({
  language: z.enum(LANGUAGES),
  code: z.string().max(64 * 1024, { error: "The code is too long for the tutor." }),
  turns: z
    .array(
      z.object({
        role: z.enum(["user", "tutor"]),
        text: z
          .string()
          .trim()
          .min(1, { error: "Write a message first." })
          .max(1000, { error: "Keep a message under 1,000 characters." }),
      }),
    )
    .min(1, { error: "Write a message first." })
    .max(TUTOR_MAX_TURNS, { error: `The tutor reads at most ${TUTOR_MAX_TURNS} messages.` })
    .refine((turns) => turns.at(-1)?.role === "user", { error: "The last message must be yours." }),
});
