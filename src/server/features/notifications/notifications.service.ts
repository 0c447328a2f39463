import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { user } from "@/server/db/schema/auth";
import { notificationPreferences } from "@/server/db/schema/notifications";
import { listDueReviews } from "@/server/features/spaced-repetition";
import { AppError } from "@/server/lib/app-error";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type MailSwitch,
  NOTIFICATION_SWITCH_LABELS,
  type NotificationPreferences,
} from "@/shared/schemas/notifications";
import { listUnseenNotices, recordNotice } from "./notification-deliveries.service";
import { listNewAchievements } from "./notification-jobs";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

const columns = {
  email: notificationPreferences.email,
  push: notificationPreferences.push,
  practice: notificationPreferences.practice,
  interviews: notificationPreferences.interviews,
  achievements: notificationPreferences.achievements,
};

/** The user's saved toggles, or the product's defaults when they never saved any. */
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

/**
 * The app opened: keeps the user's time zone for the morning mails, records an in-app notice for each
 * achievement earned in the last 48 hours (once each), and answers the notices not yet dismissed with
 * how many reviews are due today (the browser notifications' content). Also says what the user's mails
 * need planned again: all of them when the time zone is new, the achievement mail when an achievement is.
 */
export async function checkInNotifications({
  db,
  userId,
  timeZone,
  now,
}: {
  db: Database;
  userId: string;
  timeZone: string;
  now: Date;
}) {
  const isNewTimeZone = await saveNotificationTimeZone({ db, userId, timeZone, now });
  let hasNewAchievement = false;
  for (const achievement of await listNewAchievements({ db, userId, now, timeZone })) {
    // Every achievement is recorded: `||=` would skip the call once one was new.
    const isRecorded = await recordNotice({
      db,
      userId,
      key: achievement.title,
      title: `Achievement unlocked: ${achievement.title}`,
      body: achievement.description,
      now,
    });
    hasNewAchievement ||= isRecorded;
  }
  const [notices, due] = await Promise.all([
    listUnseenNotices({ db, userId }),
    listDueReviews({ db, userId, now, timeZone }),
  ]);
  return { notices, dueReviews: due.total, replan: { isNewTimeZone, hasNewAchievement } };
}

/** Keeps the user's time zone (sent by the app when it opens) for the morning mails; true when it is new. */
async function saveNotificationTimeZone({
  db,
  userId,
  timeZone,
  now,
}: {
  db: Database;
  userId: string;
  timeZone: string;
  now: Date;
}): Promise<boolean> {
  const saved = await db
    .insert(notificationPreferences)
    .values({ userId, ...DEFAULT_NOTIFICATION_PREFERENCES, timeZone, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { timeZone },
      // The switches stay, and the same zone again changes nothing.
      setWhere: sql`${notificationPreferences.timeZone} is distinct from excluded.time_zone`,
    })
    .returning({ userId: notificationPreferences.userId });
  return saved.length > 0;
}

const INVALID_LINK_MESSAGE =
  "This unsubscribe link is not valid: it may have been cut short or changed. Nothing was turned off; you can change your notifications in Settings.";

/**
 * The unsubscribe link of a notification mail, without signing in: turns off exactly the switch its
 * signed token names. A forged or altered token, or one of an account that no longer exists, is
 * refused and changes nothing.
 */
export async function unsubscribeWithToken({
  db,
  secret,
  token,
  now,
}: {
  db: Database;
  secret: string;
  token: string;
  now: Date;
}): Promise<{ preference: MailSwitch; label: string }> {
  const claim = verifyUnsubscribeToken(secret, token);
  if (!claim) throw new AppError("BAD_REQUEST", { message: INVALID_LINK_MESSAGE });
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.id, claim.userId));
  if (!owner) throw new AppError("BAD_REQUEST", { message: INVALID_LINK_MESSAGE });
  // Only that column: a switch changed in Settings meanwhile keeps its value.
  const off = { [claim.preference]: false, updatedAt: now };
  await db
    .insert(notificationPreferences)
    .values({ userId: claim.userId, ...DEFAULT_NOTIFICATION_PREFERENCES, ...off })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: off });
  return { preference: claim.preference, label: NOTIFICATION_SWITCH_LABELS[claim.preference] };
}
