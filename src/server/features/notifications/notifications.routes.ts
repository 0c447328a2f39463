import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { rateLimitByClient } from "@/server/lib/rate-limit";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import {
  notificationCheckInSchema,
  notificationPreferencesSchema,
  unsubscribeInputSchema,
} from "@/shared/schemas/notifications";
import { markNoticeSeen } from "./notification-deliveries.service";
import {
  checkInNotifications,
  getNotificationPreferences,
  unsubscribeWithToken,
  updateNotificationPreferences,
} from "./notifications.service";

const route = documentRoutes("Workspace", "user");

const UNSUBSCRIBE_RATE_LIMIT = {
  name: "unsubscribe",
  limit: 20,
  windowMs: 60_000,
  message: "Too many requests. Please wait a minute and try again.",
};

/** The unsubscribe link of every notification mail: public, the signed token is the permission. */
export const notificationUnsubscribeRoutes = new Hono<AppBindings>().post(
  "/",
  documentRoutes(
    "Public",
    "public",
  )({
    summary: "Turn off the notification switch named by a mail's unsubscribe link",
    errors: ["BAD_REQUEST", "RATE_LIMITED"],
    success: { status: 200, description: "`{preference, label}`: the switch now off" },
  }),
  rateLimitByClient(UNSUBSCRIBE_RATE_LIMIT),
  validate("json", unsubscribeInputSchema),
  async (c) => {
    const result = await unsubscribeWithToken({
      db: c.var.db,
      secret: c.var.authSecret,
      token: c.req.valid("json").token,
      now: c.var.clock(),
    });
    return c.json(result);
  },
);

export const notificationsRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get(
    "/preferences",
    route({ summary: "My notification preferences", success: { status: 200, description: "`{preferences}`" } }),
    async (c) => {
      const preferences = await getNotificationPreferences({ db: c.var.db, userId: c.var.user.id });
      return c.json({ preferences });
    },
  )
  .put(
    "/preferences",
    route({ summary: "Save my notification preferences", success: { status: 200, description: "`{preferences}`" } }),
    validate("json", notificationPreferencesSchema),
    async (c) => {
      const preferences = await updateNotificationPreferences({
        db: c.var.db,
        userId: c.var.user.id,
        preferences: c.req.valid("json"),
        now: c.var.clock(),
      });
      // A switch turned on plans its mails (one turned off ends them when they next run).
      await c.var.notifications.replan(c.var.user.id);
      return c.json({ preferences });
    },
  )
  .post(
    "/check-in",
    route({
      summary: "The app opened: keep my time zone, and list my new notices and how many reviews are due",
      description:
        "Stores the time zone the morning mails use, records an in-app notice for each achievement earned in the last 48 hours (once each), and answers the notices not yet dismissed.",
      success: { status: 200, description: "`{notices, dueReviews}`" },
    }),
    validate("json", notificationCheckInSchema),
    async (c) => {
      const userId = c.var.user.id;
      const { replan, ...result } = await checkInNotifications({
        db: c.var.db,
        userId,
        timeZone: c.req.valid("json").timeZone,
        now: c.var.clock(),
      });
      // A new time zone moves every morning mail; a new achievement is mailed now rather than the next morning.
      if (replan.isNewTimeZone) await c.var.notifications.replan(userId);
      else if (replan.hasNewAchievement) await c.var.notifications.replan(userId, ["achievement_mail"]);
      return c.json(result);
    },
  )
  .post(
    "/notices/:id/seen",
    route({
      summary: "Dismiss one of my in-app notices",
      errors: ["NOT_FOUND"],
      success: { status: 204, description: "Dismissed" },
    }),
    async (c) => {
      await markNoticeSeen({ db: c.var.db, userId: c.var.user.id, noticeId: c.req.param("id"), now: c.var.clock() });
      return c.body(null, 204);
    },
  );
