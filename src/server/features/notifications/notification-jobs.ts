import type { Database } from "@/server/db/client";
import type { NotificationKind } from "@/server/db/schema/notifications";
import type { WeekStats } from "@/server/features/analytics";
import { getAnalytics } from "@/server/features/analytics";
import { listDueReviews } from "@/server/features/spaced-repetition";
import { listPlannedMocks } from "@/server/features/study-plan";
import type { MailContent } from "@/server/lib/mailer/branded-mail";
import { addDays, type DayKey } from "@/shared/calendar-days";
import type { MailSwitch } from "@/shared/schemas/notifications";
import { REVIEW_TRACK_LABELS } from "@/shared/schemas/spaced-repetition";
import { type Cadence, getMorningDay, getWeeklySummaryWeek } from "./notification-times";

// The scheduler's mails. Each job says which switch it needs besides Email
// Notifications (and which one its unsubscribe link turns off), how often it runs for a user (its
// cadence, notification-times.ts), and what is due for a user now: one entry per key (a day, a week, an
// achievement), sent at most once. Adding a job is one entry in createNotificationJobs.

export type JobContext = {
  db: Database;
  now: Date;
  appUrl: string;
  userId: string;
  timeZone: string;
};

/** Something due now: its key, and the mail to send (null when there turns out to be nothing to say). */
export type DueMail = { key: string; compose: () => Promise<Omit<MailContent, "unsubscribe"> | null> };

export type NotificationJob = {
  kind: Exclude<NotificationKind, "achievement_notice">;
  preference: MailSwitch;
  cadence: Cadence;
  listDue: (context: JobContext) => Promise<DueMail[]>;
};

/** The mocks planned for a user on a day (the study plan's sessions of track "interviews"). */
export type PlannedMocksSource = (input: {
  db: Database;
  userId: string;
  date: DayKey;
  now: Date;
}) => Promise<{ title: string }[]>;

/** Achievements earned longer ago than this are not announced (say, when notifications first start). */
export const ACHIEVEMENT_NOTICE_WINDOW_MS = 48 * 60 * 60 * 1000;

const dashboardUrl = (appUrl: string, tab?: string) => `${appUrl}/dashboard${tab ? `?tab=${tab}` : ""}`;

/** Morning of a day with reviews due: how many and how long they take, per track. */
export const reviewReminderJob: NotificationJob = {
  kind: "review_reminder",
  preference: "practice",
  cadence: "daily",
  async listDue({ db, now, appUrl, userId, timeZone }) {
    const day = getMorningDay(now, timeZone);
    if (!day) return [];
    return [
      {
        key: day,
        async compose() {
          const due = await listDueReviews({ db, userId, now, timeZone });
          if (due.total === 0) return null;
          return {
            subject: `${due.total} ${due.total === 1 ? "review is" : "reviews are"} due today`,
            intro: `You have ${due.total} ${due.total === 1 ? "review" : "reviews"} due today, about ${due.minutes} minutes in all:`,
            details: due.tracks.map(
              ({ track, cards, minutes }) => `- ${REVIEW_TRACK_LABELS[track]}: ${cards.length} (about ${minutes} min)`,
            ),
            action: { label: "Review now", url: dashboardUrl(appUrl) },
            outro: "Reviewing a little every day keeps what you practiced fresh for the interview.",
          };
        },
      },
    ];
  },
};

/** Monday morning: the previous week's figures beside the week before. */
export const weeklySummaryJob: NotificationJob = {
  kind: "weekly_summary",
  preference: "email",
  cadence: "weekly",
  async listDue({ db, now, appUrl, userId, timeZone }) {
    const week = getWeeklySummaryWeek(now, timeZone);
    if (!week) return [];
    return [
      {
        key: week,
        async compose() {
          // The analytics of a moment in last week give that week as "this week" and the one before it.
          const analytics = await getAnalytics({ db, userId, now: new Date(now.getTime() - 7 * 86_400_000), timeZone });
          const { thisWeek: last, previousWeek: before } = analytics;
          // Two empty weeks (a new account, a long break) make no summary worth a mail.
          if (isEmptyWeek(last) && isEmptyWeek(before)) return null;
          const weekStart = addDays(week, -7);
          return {
            subject: `Your PrepPilot week of ${weekStart}`,
            intro: `Here is your progress in the week of ${weekStart} (Monday to Sunday), beside the week before:`,
            details: [
              `- Problems solved: ${last.problemsSolved} (week before: ${before.problemsSolved})`,
              `- Mock interviews completed: ${last.interviewsCompleted} (week before: ${before.interviewsCompleted})`,
              `- Study hours: ${last.studyHours} (week before: ${before.studyHours})`,
              `- Average interview score: ${last.interviewScore ?? "none"} (week before: ${before.interviewScore ?? "none"})`,
              `- Average design score: ${last.designScore ?? "none"} (week before: ${before.designScore ?? "none"})`,
              `- Current streak: ${analytics.currentStreak} ${analytics.currentStreak === 1 ? "day" : "days"}`,
            ],
            action: { label: "Open the Analytics Hub", url: dashboardUrl(appUrl, "analytics") },
            outro: "A new week starts today: pick one problem, one interview or one design to begin with.",
          };
        },
      },
    ];
  },
};

/** An achievement earned within the last 48 hours, once each. */
export const achievementMailJob: NotificationJob = {
  kind: "achievement_mail",
  preference: "achievements",
  cadence: "any-time",
  async listDue({ db, now, appUrl, userId, timeZone }) {
    const achievements = await listNewAchievements({ db, userId, now, timeZone });
    return achievements.map((achievement) => ({
      key: achievement.title,
      compose: async () => ({
        subject: `Achievement unlocked: ${achievement.title}`,
        intro: `You earned a new achievement: ${achievement.title}. ${achievement.description}`,
        action: { label: "See your achievements", url: dashboardUrl(appUrl, "analytics") },
        outro: "Well done, and keep going.",
      }),
    }));
  },
};

/** The morning of the day before a mock interview planned in the study plan. */
export function createInterviewReminderJob(plannedMocks: PlannedMocksSource): NotificationJob {
  return {
    kind: "interview_reminder",
    preference: "interviews",
    cadence: "daily",
    async listDue({ db, now, appUrl, userId, timeZone }) {
      const today = getMorningDay(now, timeZone);
      if (!today) return [];
      const tomorrow = addDays(today, 1);
      const mocks = await plannedMocks({ db, userId, date: tomorrow, now });
      if (mocks.length === 0) return [];
      return [
        {
          key: tomorrow,
          compose: async () => ({
            subject:
              mocks.length === 1
                ? "Your mock interview is tomorrow"
                : `Your ${mocks.length} mock interviews are tomorrow`,
            intro: `Your study plan has ${mocks.length === 1 ? "a mock interview" : `${mocks.length} mock interviews`} for tomorrow, ${tomorrow}:`,
            details: mocks.map(({ title }) => `- ${title}`),
            action: { label: "Open Mock Interviews", url: dashboardUrl(appUrl, "interviews") },
            outro: "A good night's sleep and a glass of water help as much as one more question.",
          }),
        },
      ];
    },
  };
}

/** The scheduler's jobs; the interview reminder reads the study plan's planned mocks. */
export function createNotificationJobs({
  plannedMocks = listPlannedMocks,
}: {
  plannedMocks?: PlannedMocksSource;
} = {}): NotificationJob[] {
  return [reviewReminderJob, weeklySummaryJob, achievementMailJob, createInterviewReminderJob(plannedMocks)];
}

/** The user's achievements earned within the notice window, oldest first. */
export async function listNewAchievements({
  db,
  userId,
  now,
  timeZone,
}: {
  db: Database;
  userId: string;
  now: Date;
  timeZone: string;
}) {
  const { recentAchievements } = await getAnalytics({ db, userId, now, timeZone });
  return recentAchievements
    .filter((achievement) => now.getTime() - Date.parse(achievement.date) <= ACHIEVEMENT_NOTICE_WINDOW_MS)
    .reverse();
}

function isEmptyWeek(week: WeekStats): boolean {
  return week.problemsSolved === 0 && week.interviewsCompleted === 0 && week.studyHours === 0;
}
