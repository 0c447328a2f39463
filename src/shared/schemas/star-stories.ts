import { z } from "zod";
import { BEHAVIORAL_THEME_IDS } from "@/shared/star-stories/behavioral-themes";

// The STAR story bank: the stories a user tells in behavioral rounds, written once (the form in the Interview
// Lab and POST/PUT /api/star-stories check the same schema).

export const STAR_STORY_LIMITS = { title: 120, part: 2000, stories: 50 } as const;

/** The four parts of a STAR story, in telling order, with the words the form and its messages use. */
export const STAR_PARTS = [
  { name: "situation", label: "Situation", hint: "The context, and what was at stake." },
  { name: "task", label: "Task", hint: "What you had to achieve, and why it was yours." },
  { name: "action", label: "Action", hint: "What you did yourself: say “I”, not “we”." },
  { name: "result", label: "Result", hint: "The outcome (a number if you can) and the lesson." },
] as const;

export type StarPartName = (typeof STAR_PARTS)[number]["name"];

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `Write the ${label.toLowerCase()}.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const starStoryInputSchema = z.object({
  title: requiredText("Title", STAR_STORY_LIMITS.title),
  situation: requiredText("Situation", STAR_STORY_LIMITS.part),
  task: requiredText("Task", STAR_STORY_LIMITS.part),
  action: requiredText("Action", STAR_STORY_LIMITS.part),
  result: requiredText("Result", STAR_STORY_LIMITS.part),
  themes: z
    .array(z.enum(BEHAVIORAL_THEME_IDS, { error: "Choose themes from the list." }), {
      error: "Choose the themes the story shows.",
    })
    .min(1, "Choose at least one theme the story shows.")
    .max(BEHAVIORAL_THEME_IDS.length, "Choose each theme once.")
    .refine((themes) => new Set(themes).size === themes.length, "Choose each theme once."),
});
export type StarStoryInput = z.infer<typeof starStoryInputSchema>;

export const STAR_STORY_CAP_MESSAGE = `Your story bank holds at most ${STAR_STORY_LIMITS.stories} stories. Delete one you no longer tell to add another.`;
