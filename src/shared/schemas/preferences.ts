import { z } from "zod";

// How the signed-in product behaves for one user (GET/PUT /api/preferences), beyond notifications.

/** PUT /api/preferences: every setting at once. */
export const workspacePreferencesSchema = z.strictObject({
  /** Solve a coding problem without seeing its difficulty and tags, as in a real interview. */
  hideProblemLabels: z.boolean({ error: "Hide problem labels must be true or false" }),
});
export type WorkspacePreferences = z.infer<typeof workspacePreferencesSchema>;

/** What a user has before saving anything: the labels show. */
export const DEFAULT_WORKSPACE_PREFERENCES: WorkspacePreferences = { hideProblemLabels: false };
