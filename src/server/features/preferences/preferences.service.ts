import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { workspacePreferences } from "@/server/db/schema/preferences";
import { DEFAULT_WORKSPACE_PREFERENCES, type WorkspacePreferences } from "@/shared/schemas/preferences";

const columns = {
  hideProblemLabels: workspacePreferences.hideProblemLabels,
  editorFontSize: workspacePreferences.editorFontSize,
  editorKeyBindings: workspacePreferences.editorKeyBindings,
  editorStartsBlank: workspacePreferences.editorStartsBlank,
};

/** The user's saved preferences, or the defaults when they never saved any (no row is written). */
export async function getWorkspacePreferences({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<WorkspacePreferences> {
  const [row] = await db.select(columns).from(workspacePreferences).where(eq(workspacePreferences.userId, userId));
  return row ?? DEFAULT_WORKSPACE_PREFERENCES;
}

/** Saves the preferences and returns what is stored; the row's other columns keep their values. */
export async function updateWorkspacePreferences({
  db,
  userId,
  preferences,
  now,
}: {
  db: Database;
  userId: string;
  preferences: WorkspacePreferences;
  now: Date;
}): Promise<WorkspacePreferences> {
  const [row] = await db
    .insert(workspacePreferences)
    .values({ userId, ...preferences, updatedAt: now })
    .onConflictDoUpdate({ target: workspacePreferences.userId, set: { ...preferences, updatedAt: now } })
    .returning(columns);
  if (!row) throw new Error("Saving workspace preferences returned no row");
  return row;
}
