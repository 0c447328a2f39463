import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { user } from "@/server/db/schema/auth";
import { type NotificationKind, notificationPreferences } from "@/server/db/schema/notifications";
import type { Clock } from "@/server/lib/app-context";
import type { JobEngine } from "@/server/lib/job-engine";
import type { Logger } from "@/server/lib/logger";
import { buildBrandedMail } from "@/server/lib/mailer/branded-mail";
import type { Mailer } from "@/server/lib/mailer/mailer";
import { NOTIFICATION_SWITCH_LABELS } from "@/shared/schemas/notifications";
import { claimDelivery, isDelivered } from "./notification-deliveries.service";
import type { NotificationJob } from "./notification-jobs";
import {
  listEnabled,
  NOTIFICATION_QUEUE,
  type NotificationJobData,
  planEveryone,
  planNotification,
  replanNotifications,
} from "./notification-plans";
import { getNextRun } from "./notification-times";
import { signUnsubscribeToken } from "./unsubscribe-token";

// The server's notification mails as jobs of the app's job engine. A user's job for one mail runs when that mail
// may be due in their time zone (notification-plans.ts), on whichever instance takes it: it plans its next run
// first, then sends what is due now, each mail claimed in its delivery row (notification-deliveries.service.ts)
// so that it goes out once. A mail that fails (SMTP down), or whose delivery another sender holds, fails the job,
// which pg-boss retries with a backoff.

/** The daily repair: every user whose switches are on gets the jobs they lack (UTC). */
export const PLAN_EVERYONE_QUEUE = "notification-plans";
const PLAN_EVERYONE_CRON = "15 0 * * *";

/** Mails sent at once by one instance. */
const MAX_CONCURRENT_MAILS = 2;
/** A mail's job may be taken up to this late after its time (the instances' own sends wake them at once). */
const POLLING_SECONDS = 5;

type SchedulerOptions = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  appUrl: string;
  authSecret: string;
  kinds: readonly NotificationJob[];
  jobs: JobEngine | undefined;
};

export type NotificationScheduler = {
  /** Plans a user's mails (those of `only`, or all) again after a change; a failure is logged, never thrown. */
  replan: (userId: string, only?: readonly NotificationKind[]) => Promise<void>;
};

export function createNotificationScheduler(options: SchedulerOptions): NotificationScheduler {
  const { jobs, db, kinds, clock, logger } = options;
  // Without a job engine (an app built without plain SQL, in tests) no mail is planned.
  if (!jobs) return { replan: async () => {} };
  jobs.define<NotificationJobData>({
    name: NOTIFICATION_QUEUE,
    // A mail that cannot go out is tried again 1, 2, 4, 8, 16 minutes later (and up to twice that).
    options: { policy: "short", expireInSeconds: 300, retryLimit: 5, retryDelay: 60, retryBackoff: true },
    work: {
      concurrency: MAX_CONCURRENT_MAILS,
      pollingIntervalSeconds: POLLING_SECONDS,
      handle: (data) => runNotificationJob({ ...options, jobs }, data),
    },
  });
  jobs.define({
    name: PLAN_EVERYONE_QUEUE,
    options: { policy: "short", expireInSeconds: 3600, retryLimit: 2, retryDelay: 300 },
    work: {
      concurrency: 1,
      pollingIntervalSeconds: 30,
      handle: () => planEveryone({ db, kinds, jobs, now: clock() }),
    },
    cron: PLAN_EVERYONE_CRON,
    // At the server's start too: users who have no job yet (the first start of this version) get theirs.
    recover: async () => {
      await jobs.send(PLAN_EVERYONE_QUEUE, {});
    },
  });
  return {
    async replan(userId, only) {
      await replanNotifications({ db, kinds, jobs, now: clock() }, userId, only).catch((error: unknown) => {
        // The daily repair plans what this missed.
        logger.error({ err: error, userId }, "planning a user's notifications failed");
      });
    },
  };
}

type Recipient = { id: string; name: string; email: string };

async function runNotificationJob(options: SchedulerOptions & { jobs: JobEngine }, data: NotificationJobData) {
  const { db, jobs, kinds, clock } = options;
  const kind = kinds.find((each) => each.kind === data.kind);
  const [row] = await db
    .select({
      recipient: { id: user.id, name: user.name, email: user.email },
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
    .where(eq(user.id, data.userId));
  if (!kind || !row) return;
  const { enabled, timeZone } = listEnabled([kind], row.preferences);
  // A switch turned off ends the mail's jobs; turning it on again plans them (notifications.routes.ts).
  if (enabled.length === 0) return;
  const now = clock();
  // The next run is planned first: whatever happens to this one, the user's mails go on.
  await planNotification({ jobs, now }, data, getNextRun(kind.cadence, now, timeZone), { earliest: true });
  await sendDue(options, row.recipient, kind, { now, timeZone });
}

/** Sends each mail of `kind` due now that is not sent yet; throws when one could not go out, after trying the rest. */
async function sendDue(
  options: SchedulerOptions,
  recipient: Recipient,
  kind: NotificationJob,
  { now, timeZone }: { now: Date; timeZone: string },
) {
  const { db, appUrl } = options;
  let unsent: unknown;
  for (const due of await kind.listDue({ db, now, appUrl, userId: recipient.id, timeZone })) {
    const delivery = { db, userId: recipient.id, kind: kind.kind, key: due.key };
    if (await isDelivered(delivery)) continue;
    const claim = await claimDelivery({ ...delivery, now });
    // Another sender holds it: sent by now, or this job's retry takes it over once the holder's lease has run out.
    if (!claim) {
      unsent ??= new Error(`The ${kind.kind} mail ${due.key} is being sent by another instance`);
      continue;
    }
    try {
      const content = await due.compose();
      if (!content) {
        await claim.release();
        continue;
      }
      await options.mailer.send(
        buildBrandedMail(recipient, { ...content, unsubscribe: unsubscribeLink(options, recipient, kind) }),
      );
      await claim.markSent(options.clock());
    } catch (error) {
      await claim.release();
      unsent ??= error;
    }
  }
  if (unsent) throw unsent;
}

function unsubscribeLink({ appUrl, authSecret }: SchedulerOptions, recipient: Recipient, kind: NotificationJob) {
  const token = signUnsubscribeToken(authSecret, { userId: recipient.id, preference: kind.preference });
  return {
    label: `Turn off ${NOTIFICATION_SWITCH_LABELS[kind.preference]} (unsubscribe)`,
    url: `${appUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}
