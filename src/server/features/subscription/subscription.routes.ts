import { Hono } from "hono";
import { sendJson } from "@/server/lib/answer-headers";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { deriveSubscriptionState } from "@/shared/subscription";
import { findSubscription } from "./subscription.service";

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
    async (c) => {
      const { db, user, userCache } = c.var;
      // The row is held until it changes (lib/user-cache.ts); its state is derived at each request's time.
      const subscription = await userCache.read(user.id, "subscription", () =>
        findSubscription({ db, userId: user.id }),
      );
      return sendJson(c, { subscription, state: deriveSubscriptionState(subscription, c.get("clock")()) });
    },
  );
