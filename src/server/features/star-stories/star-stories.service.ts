import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { user } from "@/server/db/schema/auth";
import { starStories } from "@/server/db/schema/star-stories";
import { AppError } from "@/server/lib/app-error";
import { STAR_STORY_CAP_MESSAGE, STAR_STORY_LIMITS, type StarStoryInput } from "@/shared/schemas/star-stories";
import { BEHAVIORAL_THEME_IDS } from "@/shared/star-stories/behavioral-themes";

// The STAR story bank: a user's stories for behavioral rounds. Only their owner reads or changes them; any
// other user is answered as if the story did not exist.

type StarStoryRow = typeof starStories.$inferSelect;

const NOT_FOUND_MESSAGE = "This story is not in your story bank. It may have been deleted.";

/** A story as the API answers it: without its owner, dates as ISO strings. */
function toView({ userId: _owner, createdAt, updatedAt, ...story }: StarStoryRow) {
  return { ...story, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
export type StarStoryView = ReturnType<typeof toView>;

/** Themes in the list's order, whatever order they were chosen in. */
function orderThemes(themes: StarStoryInput["themes"]) {
  return BEHAVIORAL_THEME_IDS.filter((id) => themes.includes(id));
}

/** The user's stories, oldest first (the order they were written in). */
export async function listStarStories({ db, userId }: { db: Database; userId: string }) {
  const rows = await db
    .select()
    .from(starStories)
    .where(eq(starStories.userId, userId))
    .orderBy(asc(starStories.createdAt), asc(starStories.id));
  return rows.map(toView);
}

type WriteArgs = { db: Database; userId: string; input: StarStoryInput; now: Date };

/** Adds a story, refused once the bank holds the cap: the user's row is locked so two adds cannot pass it. */
export async function createStarStory({ db, userId, input, now }: WriteArgs) {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const count = await tx.$count(starStories, eq(starStories.userId, userId));
    if (count >= STAR_STORY_LIMITS.stories) throw new AppError("CONFLICT", { message: STAR_STORY_CAP_MESSAGE });
    const [row] = await tx
      .insert(starStories)
      .values({ ...input, themes: orderThemes(input.themes), id: randomUUID(), userId, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("Adding a story returned no row");
    return toView(row);
  });
}

/** Replaces the story's title, parts and themes. */
export async function updateStarStory({ db, userId, input, now, id }: WriteArgs & { id: string }) {
  const [row] = await db
    .update(starStories)
    .set({ ...input, themes: orderThemes(input.themes), updatedAt: now })
    .where(and(eq(starStories.id, id), eq(starStories.userId, userId)))
    .returning();
  if (!row) throw new AppError("NOT_FOUND", { message: NOT_FOUND_MESSAGE });
  return toView(row);
}

export async function deleteStarStory({ db, userId, id }: { db: Database; userId: string; id: string }) {
  const deleted = await db
    .delete(starStories)
    .where(and(eq(starStories.id, id), eq(starStories.userId, userId)))
    .returning({ id: starStories.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", { message: NOT_FOUND_MESSAGE });
}
