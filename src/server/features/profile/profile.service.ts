import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { userProfiles } from "@/server/db/schema/account";
import { user as users } from "@/server/db/schema/auth";
import type { SessionUser } from "@/server/lib/session-user";
import { getInitialsAvatarPath } from "@/shared/avatars";
import type { UpdateProfileInput } from "@/shared/schemas/profile";

export type Profile = typeof userProfiles.$inferSelect;

/** What the Settings profile tab shows: the stored row, the read-only email and the picture to display. */
export type ProfileView = { profile: Profile; email: string; avatarUrl: string };

/** The user's profile, created on first read (named after the account) when it is missing. */
export async function getProfile({ db, user }: { db: Database; user: SessionUser }): Promise<ProfileView> {
  await db.insert(userProfiles).values({ id: user.id, fullName: user.name }).onConflictDoNothing();
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, user.id));
  if (!profile) throw new Error("The profile vanished right after it was created");
  return toView(profile, user);
}

/**
 * Saves the profile form (an upsert with updated_at) and keeps the account's name, which
 * sign-in and mails use, equal to a non-empty full name. Both writes commit together.
 */
export async function updateProfile({
  db,
  user,
  input,
  now,
}: {
  db: Database;
  user: SessionUser;
  input: UpdateProfileInput;
  now: Date;
}): Promise<ProfileView> {
  const values = {
    fullName: input.fullName || null,
    phone: input.phone || null,
    location: input.location || null,
    bio: input.bio || null,
    updatedAt: now,
  };
  const profile = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(userProfiles)
      .values({ id: user.id, ...values })
      .onConflictDoUpdate({ target: userProfiles.id, set: values })
      .returning();
    if (input.fullName)
      await tx.update(users).set({ name: input.fullName, updatedAt: now }).where(eq(users.id, user.id));
    return saved;
  });
  if (!profile) throw new Error("Saving the profile returned no row");
  return toView(profile, { ...user, name: input.fullName || user.name });
}

/** Uploaded picture, else the sign-in provider's picture, else a generated initials image. */
function toView(profile: Profile, user: SessionUser): ProfileView {
  const avatarUrl =
    profile.avatarUrl ?? user.image ?? getInitialsAvatarPath(profile.fullName || user.name || user.email);
  return { profile, email: user.email, avatarUrl };
}
