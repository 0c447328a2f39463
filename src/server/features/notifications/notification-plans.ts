import { asc, eq, gt } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { user } from "@/server/db/schema/auth";
import { type NotificationKind, notificationPreferences } from "@/server/db/schema/notifications";
import type { JobEngine } from "@/server/lib/job-engine";
import { JOB_QUEUE_SCHEMA } from "@/server/lib/job-queue";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "@/shared/schemas/notifications";
import type { NotificationJob } from "./notification-jobs";
import { getPlannedRun, resolveTimeZone } from "./notification-times";

// When each user's mails are looked at: one job per user and mail (the `notifications` queue, keyed by both), which
// waits in pg-boss until the next moment its mail may be due in the user's time zone (notification-times.ts) and
// plans the next one when it runs (notification-scheduler.ts). A change that may make a mail due sooner (the
// switches, the time zone, the study plan, an achievement seen) plans it again: the waiting job only ever moves
// earlier, since one that runs early finds nothing due and plans the right time. Once a day, and at the
// server's start, every user whose switches are on gets the jobs they lack (planEveryone).

export const NOTIFICATION_QUEUE = "notifications";

export type NotificationJobData = { userId: string; kind: NotificationJob["kind"] };

/** The key of a user's waiting job for one mail: the queue's `short` policy keeps one waiting job per key. */
export const getNotificationKey = ({ userId, kind }: NotificationJobData) => `${userId}:${kind}`;

type Planning = { jobs: JobEngine; now: Date };

/**
 * Plans a user's job for one mail at `at` (the app's clock; pg-boss counts from the database's own): moves the
 * waiting job earlier (`earliest`), or queues one when none waits.
 */
export async function planNotification(
  { jobs, now }: Planning,
  data: NotificationJobData,
  at: Date,
  { earliest }: { earliest: boolean },
) {
  const seconds = Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));
  const singletonKey = getNotificationKey(data);
  if (earliest) {
    const { rows } = await jobs.query(
      `update ${JOB_QUEUE_SCHEMA}.job set start_after = least(start_after, now() + $3 * interval '1 second')
        where name = $1 and state = 'created' and policy = 'short' and coalesce(singleton_key, '') = $2
        returning id`,
      [NOTIFICATION_QUEUE, singletonKey, seconds],
    );
    // Moved to now, it is taken by this process's workers at once.
    if (rows.length > 0 && seconds === 0) jobs.wake(NOTIFICATION_QUEUE);
    if (rows.length > 0) return;
  }
  await jobs.send(NOTIFICATION_QUEUE, data, { singletonKey, ...(seconds > 0 ? { startAfter: seconds } : {}) });
}

type Preferences = {
  email: boolean;
  practice: boolean;
  interviews: boolean;
  achievements: boolean;
  timeZone: string | null;
};

/** The mails a user's switches let through (none with Email Notifications off), and their time zone. */
export function listEnabled(kinds: readonly NotificationJob[], preferences: Preferences | null) {
  const switches = preferences ?? { ...DEFAULT_NOTIFICATION_PREFERENCES, timeZone: null };
  const enabled = switches.email ? kinds.filter((kind) => switches[kind.preference]) : [];
  return { enabled, timeZone: resolveTimeZone(switches.timeZone) };
}

const preferenceColumns = {
  email: notificationPreferences.email,
  practice: notificationPreferences.practice,
  interviews: notificationPreferences.interviews,
  achievements: notificationPreferences.achievements,
  timeZone: notificationPreferences.timeZone,
};

/** Plans a user's mails again (those of `only`, or all) after a change that may make one due sooner. */
export async function replanNotifications(
  planning: Planning & { db: Database; kinds: readonly NotificationJob[] },
  userId: string,
  only?: readonly NotificationKind[],
) {
  const [row] = await planning.db
    .select(preferenceColumns)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const { enabled, timeZone } = listEnabled(planning.kinds, row ?? null);
  for (const kind of enabled) {
    if (only && !only.includes(kind.kind)) continue;
    const at = getPlannedRun(kind.cadence, planning.now, timeZone);
    await planNotification(planning, { userId, kind: kind.kind }, at, { earliest: true });
  }
}

const USER_BATCH = 200;

/** Queues the jobs every user lacks for the mails their switches let through (a daily repair, and the first start). */
export async function planEveryone(planning: Planning & { db: Database; kinds: readonly NotificationJob[] }) {
  let after = "";
  for (;;) {
    const users = await planning.db
      .select({ id: user.id, preferences: preferenceColumns })
      .from(user)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, user.id))
      .where(gt(user.id, after))
      .orderBy(asc(user.id))
      .limit(USER_BATCH);
    for (const { id, preferences } of users) {
      const { enabled, timeZone } = listEnabled(planning.kinds, preferences);
      for (const kind of enabled) {
        const at = getPlannedRun(kind.cadence, planning.now, timeZone);
        await planNotification(planning, { userId: id, kind: kind.kind }, at, { earliest: false });
      }
    }
    const last = users.at(-1);
    if (!last || users.length < USER_BATCH) return;
    after = last.id;
  }
}
