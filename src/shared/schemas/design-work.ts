import { z } from "zod";
import { diagramSchema } from "@/shared/design/diagram";

// A user's work on one system design scenario: the diagram and the notes of the interview's
// phases, saved as they change. GET/PUT /api/design/scenarios/:id/design. Every save names the version
// it was made on; a save made on an older one (another tab, another device) answers 409 and changes nothing.

/** The phases of a system design interview, with their suggested minutes. */
export const DESIGN_PHASES = [
  { id: "requirements", title: "Requirements", minutes: { min: 5, max: 5 } },
  { id: "core-entities", title: "Core entities", minutes: { min: 2, max: 2 } },
  { id: "api", title: "API", minutes: { min: 5, max: 5 } },
  { id: "high-level-design", title: "High-level design", minutes: { min: 10, max: 15 } },
  { id: "deep-dives", title: "Deep dives", minutes: { min: 10, max: 10 } },
] as const;
export type DesignPhaseId = (typeof DESIGN_PHASES)[number]["id"];
const PHASE_IDS = DESIGN_PHASES.map(({ id }) => id) as [DesignPhaseId, ...DesignPhaseId[]];

export const PHASE_NOTE_MAX_CHARS = 10_000;
/** A saved design's JSON, diagram and notes together: room for 300 components with their notes. */
export const DESIGN_MAX_BYTES = 256 * 1024;
export const DESIGN_TOO_LARGE_MESSAGE = `A design can be at most ${DESIGN_MAX_BYTES / 1024} KB. Remove some components or shorten their notes.`;
export const DESIGN_VERSION_CONFLICT_MESSAGE =
  "This design was changed in another tab or on another device. Reload it to see the latest version.";

/** A phase's clock stops counting after a day: a tab left open overnight is not a night of designing. */
export const PHASE_SECONDS_MAX = 24 * 60 * 60;
const phaseIdSchema = z.enum(PHASE_IDS, { error: `Phase must be one of: ${PHASE_IDS.join(", ")}` });

/** The interview's clock, saved with the design: seconds per phase (the session is their sum) and the open phase. */
export const designSessionSchema = z.object({
  activePhase: phaseIdSchema.default("requirements"),
  phaseSeconds: z
    .partialRecord(
      phaseIdSchema,
      z
        .number({ error: "A phase's time must be a number of seconds" })
        .int("A phase's time must be whole seconds")
        .min(0, "A phase's time cannot be negative")
        .max(PHASE_SECONDS_MAX, `A phase's time can be at most ${PHASE_SECONDS_MAX / 3600} hours`),
    )
    .default({}),
});
export type DesignSession = z.output<typeof designSessionSchema>;
export const EMPTY_DESIGN_SESSION: DesignSession = { activePhase: "requirements", phaseSeconds: {} };

export const saveDesignInputSchema = z.object({
  /** The version this save was made on: 0 for a design never saved. */
  baseVersion: z
    .number({ error: "Base version must be a number" })
    .int("Base version must be a whole number")
    .min(0, "Base version cannot be negative"),
  diagram: diagramSchema,
  phaseNotes: z
    .partialRecord(
      phaseIdSchema,
      z.string().max(PHASE_NOTE_MAX_CHARS, `A phase's notes can be at most ${PHASE_NOTE_MAX_CHARS} characters.`),
    )
    .default({}),
  session: designSessionSchema.default(EMPTY_DESIGN_SESSION),
});
export type SaveDesignInput = z.input<typeof saveDesignInputSchema>;

export type DesignWork = {
  diagram: z.output<typeof diagramSchema>;
  phaseNotes: Partial<Record<DesignPhaseId, string>>;
  session: DesignSession;
  /** 0 until the first save, then one more per save. */
  version: number;
  updatedAt: string | null;
};
