import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { notificationPreferences } from "@/server/db/schema/workspace";
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from "@/shared/schemas/notifications";

const columns = {
  email: notificationPreferences.email,
  push: notificationPreferences.push,
  practice: notificationPreferences.practice,
  interviews: notificationPreferences.interviews,
  achievements: notificationPreferences.achievements,
};

/** The user's saved toggles, or the defaults of spec section 3 when they never saved any. */
export async function getNotificationPreferences({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<NotificationPreferences> {
  const [row] = await db
    .select(columns)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? DEFAULT_NOTIFICATION_PREFERENCES;
}

/** Saves all five toggles at once and returns what is stored. */
export async function updateNotificationPreferences({
  db,
  userId,
  preferences,
  now,
}: {
  db: Database;
  userId: string;
  preferences: NotificationPreferences;
  now: Date;
}): Promise<NotificationPreferences> {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...preferences, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...preferences, updatedAt: now } })
    .returning(columns);
  if (!row) throw new Error("Saving notification preferences returned no row");
  return row;
}
