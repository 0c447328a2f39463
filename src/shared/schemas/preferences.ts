import { z } from "zod";

// How the signed-in product behaves for one user (GET/PUT /api/preferences), beyond notifications.

/** The code editor's font sizes, in px. */
export const EDITOR_FONT_SIZE = { min: 12, max: 20, default: 14 } as const;

/** The editor's key bindings: CodeMirror's own, Vim's or Emacs's. */
export const EDITOR_KEY_BINDINGS = ["default", "vim", "emacs"] as const;
export type EditorKeyBindings = (typeof EDITOR_KEY_BINDINGS)[number];

export const EDITOR_KEY_BINDING_LABELS: Record<EditorKeyBindings, string> = {
  default: "Standard",
  vim: "Vim",
  emacs: "Emacs",
};

const fontSizeMessage = `Editor font size must be a whole number of px from ${EDITOR_FONT_SIZE.min} to ${EDITOR_FONT_SIZE.max}`;

/** PUT /api/preferences: every setting at once. */
export const workspacePreferencesSchema = z.strictObject({
  /** Solve a coding problem without seeing its difficulty and tags, as in a real interview. */
  hideProblemLabels: z.boolean({ error: "Hide problem labels must be true or false" }),
  /** The code editor's font size in px. */
  editorFontSize: z
    .number({ error: fontSizeMessage })
    .int({ error: fontSizeMessage })
    .min(EDITOR_FONT_SIZE.min, { error: fontSizeMessage })
    .max(EDITOR_FONT_SIZE.max, { error: fontSizeMessage }),
  editorKeyBindings: z.enum(EDITOR_KEY_BINDINGS, { error: "Key bindings must be default, vim or emacs" }),
  /** Blank-page mode: a problem without a draft opens on a comment naming what to write, not the starter code. */
  editorStartsBlank: z.boolean({ error: "Blank-page mode must be true or false" }),
});
export type WorkspacePreferences = z.infer<typeof workspacePreferencesSchema>;

/** What a user has before saving anything: the labels show, and the editor is CodeMirror's at 14 px with starter code. */
export const DEFAULT_WORKSPACE_PREFERENCES: WorkspacePreferences = {
  hideProblemLabels: false,
  editorFontSize: EDITOR_FONT_SIZE.default,
  editorKeyBindings: "default",
  editorStartsBlank: false,
};
