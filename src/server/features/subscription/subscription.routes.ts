import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { answerHeldRead } from "@/server/lib/held-reads";
import { getInstallSettings } from "@/server/lib/install-settings";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { getSubscriptionStateUntil } from "@/shared/subscription";
import { getSubscription } from "./subscription.service";

export const subscriptionRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** The signed-in user's subscription row (or null) and its derived state. */
  .get(
    "/",
    documentRoutes(
      "Workspace",
      "user",
    )({
      summary: "My subscription",
      success: { status: 200, description: "`{subscription, state}` (subscription null without one)" },
    }),
    (c) =>
      // Held until the row changes or its derived state would (the next whole day left, the end).
      answerHeldRead(
        c,
        (now) => getSubscription({ db: c.var.db, userId: c.var.user.id, now }),
        ({ subscription }, now) => getSubscriptionStateUntil(subscription, now, getInstallSettings()),
      ),
  );
