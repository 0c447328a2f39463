import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { notificationPreferencesSchema } from "@/shared/schemas/notifications";
import { getNotificationPreferences, updateNotificationPreferences } from "./notifications.service";

const route = documentRoutes("Workspace", "user");

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
      return c.json({ preferences });
    },
  );
