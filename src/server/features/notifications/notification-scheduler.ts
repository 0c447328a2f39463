import { asc, eq, gt } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { user } from "@/server/db/schema/auth";
import { notificationPreferences } from "@/server/db/schema/notifications";
import type { Clock } from "@/server/lib/app-context";
import type { Logger } from "@/server/lib/logger";
import { buildBrandedMail } from "@/server/lib/mailer/branded-mail";
import type { Mailer } from "@/server/lib/mailer/mailer";
import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_SWITCH_LABELS } from "@/shared/schemas/notifications";
import { claimDelivery, isDelivered } from "./notification-deliveries.service";
import type { NotificationJob } from "./notification-jobs";
import { resolveTimeZone } from "./notification-times";
import { signUnsubscribeToken } from "./unsubscribe-token";

// The server's notification scheduler: every few minutes a tick walks the users, and for each job
// whose switches are on (Email Notifications and the job's own) sends what is due. Every instance
// runs one; the delivery rows' leases (notification-deliveries.service.ts) make each mail go out once.

/** How often a tick runs: a morning mail leaves within this of 08:00 local time. */
export const NOTIFICATION_TICK_MS = 5 * 60_000;

const USER_BATCH = 200;

type SchedulerOptions = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  appUrl: string;
  authSecret: string;
  jobs: readonly NotificationJob[];
};

export type NotificationScheduler = {
  /** One pass over every user; settles when every mail of the pass is sent (or failed and logged). */
  tick: () => Promise<void>;
  /** Ticks now and every NOTIFICATION_TICK_MS; the timer never keeps the process alive. */
  start: () => void;
  /** Stops the timer and waits for a tick in progress. */
  stop: () => Promise<void>;
};

export function createNotificationScheduler(options: SchedulerOptions): NotificationScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    // A tick that outlasts the interval is not doubled up.
    running ??= runTick(options)
      .catch((error: unknown) => options.logger.error({ err: error }, "notification tick failed"))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    tick,
    start() {
      if (timer) return;
      void tick();
      timer = setInterval(() => void tick(), NOTIFICATION_TICK_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

async function runTick(options: SchedulerOptions): Promise<void> {
  const { db } = options;
  let after = "";
  for (;;) {
    const recipients = await db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        preferences: {
          email: notificationPreferences.email,
          practice: notificationPreferences.practice,
          interviews: notificationPreferences.interviews,
          achievements: notificationPreferences.achievements,
          timeZone: notificationPreferences.timeZone,
        },
      })
      .from(user)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, user.id))
      .where(gt(user.id, after))
      .orderBy(asc(user.id))
      .limit(USER_BATCH);
    for (const recipient of recipients) await notifyUser(options, recipient);
    const last = recipients.at(-1);
    if (!last || recipients.length < USER_BATCH) return;
    after = last.id;
  }
}

type Recipient = {
  id: string;
  name: string;
  email: string;
  preferences: {
    email: boolean;
    practice: boolean;
    interviews: boolean;
    achievements: boolean;
    timeZone: string | null;
  } | null;
};

async function notifyUser(options: SchedulerOptions, recipient: Recipient): Promise<void> {
  const { db, mailer, logger, clock, appUrl, authSecret, jobs } = options;
  const preferences = recipient.preferences ?? { ...DEFAULT_NOTIFICATION_PREFERENCES, timeZone: null };
  if (!preferences.email) return;
  const timeZone = resolveTimeZone(preferences.timeZone);
  for (const job of jobs) {
    if (!preferences[job.preference]) continue;
    try {
      const now = clock();
      const context = { db, now, appUrl, userId: recipient.id, timeZone };
      for (const due of await job.listDue(context)) {
        const delivery = { db, userId: recipient.id, kind: job.kind, key: due.key };
        if (await isDelivered(delivery)) continue;
        const claim = await claimDelivery({ ...delivery, now });
        if (!claim) continue;
        try {
          const content = await due.compose();
          if (!content) {
            await claim.release();
            continue;
          }
          const token = signUnsubscribeToken(authSecret, { userId: recipient.id, preference: job.preference });
          await mailer.send(
            buildBrandedMail(recipient, {
              ...content,
              unsubscribe: {
                label: `Turn off ${NOTIFICATION_SWITCH_LABELS[job.preference]} (unsubscribe)`,
                url: `${appUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
              },
            }),
          );
          await claim.markSent(clock());
        } catch (error) {
          await claim.release();
          throw error;
        }
      }
    } catch (error) {
      // One user's failure (a refused address, SMTP down) never stops the others' mail.
      logger.error({ err: error, userId: recipient.id, job: job.kind }, "a notification could not be sent");
    }
  }
}
