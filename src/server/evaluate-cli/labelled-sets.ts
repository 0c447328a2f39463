import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { PROJECT_ROOT } from "@/server/lib/project-root";
import { INTERVIEW_TYPES } from "@/shared/constants/practice-options";
import { diagramSchema } from "@/shared/design/diagram";
import { saveDesignInputSchema } from "@/shared/schemas/design-work";

// The labelled calibration sets (tests/calibration): interview answers and system designs, each
// labelled by the rubric in tests/calibration/RUBRIC.md. Test data for the offline interview check and the design
// review, read by their tests and by `npm run evaluate`: nothing the app serves imports them.

export const CALIBRATION_DIR = path.join(PROJECT_ROOT, "tests", "calibration");
export const INTERVIEW_DIR = path.join(CALIBRATION_DIR, "interview-answers");
export const DESIGN_DIR = path.join(CALIBRATION_DIR, "designs");

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "A slug is kebab-case.");
const sentenceSchema = z.string().trim().min(10, "Say why in a sentence.").max(400);

// ---------- Interview answers ----------

export const ANSWER_LABELS = ["strong", "adequate", "weak"] as const;
export type AnswerLabel = (typeof ANSWER_LABELS)[number];
/** The scores each label allows (RUBRIC.md): strong 4–5, adequate 3, weak 1–2. */
export const ANSWER_LABEL_SCORES: Record<AnswerLabel, readonly number[]> = {
  strong: [4, 5],
  adequate: [3],
  weak: [1, 2],
};

/** What makes an answer hard to judge; RUBRIC.md defines each. */
export const ANSWER_TRAITS = [
  "plain-words",
  "buzzword-stuffed",
  "typos-filler",
  "short-complete",
  "off-topic",
  "repeats-question",
  "rejects-term",
  "vague",
  "empty-ish",
] as const;
export type AnswerTrait = (typeof ANSWER_TRAITS)[number];

/**
 * What a trait implies about the label or score, beyond the label's own range: the rules the product's
 * feedback is measured against (a buzzword-stuffed answer scores at most 2, an off-topic or empty one 1).
 */
export const ANSWER_TRAIT_RULES: Partial<Record<AnswerTrait, { labels: readonly AnswerLabel[]; maxScore?: number }>> = {
  "plain-words": { labels: ["strong"] },
  "buzzword-stuffed": { labels: ["weak"], maxScore: 2 },
  "short-complete": { labels: ["strong", "adequate"] },
  "off-topic": { labels: ["weak"], maxScore: 1 },
  "repeats-question": { labels: ["weak"] },
  "empty-ish": { labels: ["weak"], maxScore: 1 },
};

export const interviewAnswerSchema = z.strictObject({
  /** `<type>-NNN`, the type being the file's. */
  id: z.string().regex(/^(behavioral|technical|system-design)-\d{3}$/, "An id is <type>-NNN."),
  /** The slug of a question in content/interview-questions/<type>.json. */
  question: slugSchema,
  label: z.enum(ANSWER_LABELS),
  score: z.number().int().min(1).max(5),
  traits: z.array(z.enum(ANSWER_TRAITS)).refine((traits) => new Set(traits).size === traits.length, "A trait repeats."),
  /** The candidate's answer as typed; may be empty (an `empty-ish` answer). */
  answer: z.string().max(3000),
  why: sentenceSchema,
});
export type InterviewAnswer = z.infer<typeof interviewAnswerSchema>;
export const interviewAnswerFileSchema = z.array(interviewAnswerSchema).min(1);

export type InterviewType = (typeof INTERVIEW_TYPES)[number];
/** An entry with the interview type of the file it came from. */
export type InterviewSetEntry = InterviewAnswer & { type: InterviewType };

// ---------- Designs ----------

export const DESIGN_LABELS = ["good", "mediocre", "poor"] as const;
export type DesignLabel = (typeof DESIGN_LABELS)[number];
/** The scores each label allows (RUBRIC.md): good 4–5, mediocre 3, poor 1–2. */
export const DESIGN_LABEL_SCORES: Record<DesignLabel, readonly number[]> = {
  good: [4, 5],
  mediocre: [3],
  poor: [1, 2],
};

/** How a design's notes are written and what is wrong or notable about it; RUBRIC.md defines each. */
export const DESIGN_TRAITS = [
  "notes-bullets",
  "notes-commas",
  "notes-sentences",
  "notes-sparse",
  "entities-fields",
  "entities-commas",
  "entities-sentences",
  "entities-bullets",
  "diagram-only",
  "minimal-complete",
  "kitchen-sink",
  "buzzword-notes",
  "single-point-of-failure",
  "sync-slow-work",
  "broken-guarantee",
  "rejects-term",
] as const;
export type DesignTrait = (typeof DESIGN_TRAITS)[number];

/**
 * A design exactly as the canvas saves it (PUT /api/design/scenarios/:id/design, stored by
 * design-work.service.ts): the diagram, the phase notes and the phase clock, without the save's `baseVersion`.
 */
export const savedDesignSchema = saveDesignInputSchema.omit({ baseVersion: true }).strict();
export type SavedDesign = z.input<typeof savedDesignSchema>;

export const designEntrySchema = z.strictObject({
  /** `<scenario-slug>-NN`. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*-\d{2}$/, "An id is <scenario-slug>-NN."),
  /** The slug of a scenario in content/scenarios/*.json, equal to the file's name. */
  scenario: slugSchema,
  label: z.enum(DESIGN_LABELS),
  score: z.number().int().min(1).max(5),
  traits: z.array(z.enum(DESIGN_TRAITS)).refine((traits) => new Set(traits).size === traits.length, "A trait repeats."),
  why: sentenceSchema,
  design: savedDesignSchema,
});
export type DesignEntry = z.infer<typeof designEntrySchema>;
export const designFileSchema = z.array(designEntrySchema).min(1);

// Re-exported so that the calibration tooling checks diagrams with the app's own schema.
export { diagramSchema };

// ---------- Loading ----------

export type SetFile = { file: string; name: string };

function jsonFiles(dir: string): SetFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ file: path.join(dir, name), name: name.slice(0, -".json".length) }));
}

/** One file per interview type: interview-answers/<type>.json. */
export function interviewSetFiles(): SetFile[] {
  return jsonFiles(INTERVIEW_DIR);
}

/** One file per scenario: designs/<scenario-slug>.json. */
export function designSetFiles(): SetFile[] {
  return jsonFiles(DESIGN_DIR);
}

function parseFile<T>(schema: z.ZodType<T>, file: string): T {
  const result = schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!result.success) {
    throw new Error(
      `${path.relative(CALIBRATION_DIR, file)} does not match its schema:\n${z.prettifyError(result.error)}`,
    );
  }
  return result.data;
}

export function parseInterviewFile(file: string): InterviewAnswer[] {
  return parseFile(interviewAnswerFileSchema, file);
}

export function parseDesignFile(file: string): DesignEntry[] {
  return parseFile(designFileSchema, file);
}

/** Every labelled interview answer, with its interview type. Throws, naming the file, on an entry that does not parse. */
export function loadInterviewSet(): InterviewSetEntry[] {
  return interviewSetFiles().flatMap(({ file, name }) => {
    const type = z.enum(INTERVIEW_TYPES).parse(name);
    return parseInterviewFile(file).map((entry) => ({ ...entry, type }));
  });
}

/** Every labelled design. Throws, naming the file, on an entry that does not parse. */
export function loadDesignSet(): DesignEntry[] {
  return designSetFiles().flatMap(({ file }) => parseDesignFile(file));
}
