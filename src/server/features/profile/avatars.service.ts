import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { userProfiles } from "@/server/db/schema/account";
import { userAvatars } from "@/server/db/schema/avatars";
import { getUploadedAvatarPath } from "@/shared/avatars";

/**
 * Stores the user's picture (already prepared by prepareAvatarImage) and points the profile's
 * avatar_url at it, in one transaction; returns the new URL.
 */
export async function saveAvatar({
  db,
  userId,
  image,
  now,
}: {
  db: Database;
  userId: string;
  image: Buffer;
  now: Date;
}): Promise<{ avatarUrl: string }> {
  const avatarUrl = getUploadedAvatarPath(userId, now);
  await db.transaction(async (tx) => {
    await tx
      .insert(userAvatars)
      .values({ userId, image, updatedAt: now })
      .onConflictDoUpdate({ target: userAvatars.userId, set: { image, updatedAt: now } });
    await tx
      .insert(userProfiles)
      .values({ id: userId, avatarUrl, updatedAt: now })
      .onConflictDoUpdate({ target: userProfiles.id, set: { avatarUrl, updatedAt: now } });
  });
  return { avatarUrl };
}

/** The user's stored picture, or null. */
export async function getAvatar({ db, userId }: { db: Database; userId: string }) {
  const [avatar] = await db
    .select({ image: userAvatars.image, updatedAt: userAvatars.updatedAt })
    .from(userAvatars)
    .where(eq(userAvatars.userId, userId));
  return avatar ?? null;
}

/** Removes the picture; the profile falls back to the provider's picture or the initials. */
export async function deleteAvatar({ db, userId, now }: { db: Database; userId: string; now: Date }) {
  await db.transaction(async (tx) => {
    await tx.delete(userAvatars).where(eq(userAvatars.userId, userId));
    await tx.update(userProfiles).set({ avatarUrl: null, updatedAt: now }).where(eq(userProfiles.id, userId));
  });
}
