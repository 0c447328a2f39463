import { z } from "zod";
import { timeZoneSchema } from "./analytics";

// The Settings notification toggles, saved for real.

export const notificationPreferencesSchema = z.strictObject({
  email: z.boolean(),
  push: z.boolean(),
  practice: z.boolean(),
  interviews: z.boolean(),
  achievements: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** What a user has before saving anything: the product's defaults. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  push: true,
  practice: true,
  interviews: true,
  achievements: false,
};

/** The switches a notification mail depends on, which its unsubscribe link turns off (push is not mail). */
export const mailSwitchSchema = z.enum(["email", "practice", "interviews", "achievements"]);
export type MailSwitch = z.infer<typeof mailSwitchSchema>;

/** The Settings label of each switch, as the unsubscribe page names it. */
export const NOTIFICATION_SWITCH_LABELS: Record<keyof NotificationPreferences, string> = {
  email: "Email Notifications",
  push: "Push Notifications",
  practice: "Practice Reminders",
  interviews: "Interview Updates",
  achievements: "Achievement Alerts",
};

/** The unsubscribe link's token (features/notifications/unsubscribe-token.ts); it is checked on the server. */
export const unsubscribeInputSchema = z.strictObject({
  token: z.string().trim().min(1, { error: "The unsubscribe link is incomplete." }).max(500, {
    error: "This unsubscribe link is not valid.",
  }),
});
export type UnsubscribeInput = z.infer<typeof unsubscribeInputSchema>;

/** What the app sends when it opens: the browser's time zone, so morning mails go out at 08:00 there. */
export const notificationCheckInSchema = z.strictObject({ timeZone: timeZoneSchema });
export type NotificationCheckIn = z.infer<typeof notificationCheckInSchema>;
