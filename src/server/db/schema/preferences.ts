import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { EditorKeyBindings } from "@/shared/schemas/preferences";
import { user } from "./auth";

// How the signed-in product behaves for each user.

/** How the signed-in product behaves for one user beyond notifications; no row means the defaults. */
export const workspacePreferences = pgTable("workspace_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Solve without seeing a problem's difficulty and topic tags, as in a real interview. */
  hideProblemLabels: boolean("hide_problem_labels").notNull().default(false),
  /** The code editor's font size in px (12–20, checked by the shared schema). */
  editorFontSize: integer("editor_font_size").notNull().default(14),
  /** The code editor's key bindings: default, vim or emacs. */
  editorKeyBindings: text("editor_key_bindings").$type<EditorKeyBindings>().notNull().default("default"),
  /** Blank-page mode: a problem without a draft opens on a comment, not the starter code. */
  editorStartsBlank: boolean("editor_starts_blank").notNull().default(false),
  /** When the install's owner dismissed the dashboard's notice on connecting an AI model. */
  aiNoticeDismissedAt: timestamp("ai_notice_dismissed_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
