/** The languages a user can solve a problem in: each runs in its own Web Worker in the user's browser. */
export const LANGUAGES = ["javascript", "typescript", "python"] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<Language, string> = {
  javascript: "JavaScript",
  typescript: "TypeScript",
  python: "Python",
};
