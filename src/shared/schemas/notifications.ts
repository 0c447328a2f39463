import { z } from "zod";

// The Settings notification toggles (spec sections 2 and 3), saved for real.

export const notificationPreferencesSchema = z.strictObject({
  email: z.boolean(),
  push: z.boolean(),
  practice: z.boolean(),
  interviews: z.boolean(),
  achievements: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** What a user has before saving anything (spec section 3). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  push: true,
  practice: true,
  interviews: true,
  achievements: false,
};
