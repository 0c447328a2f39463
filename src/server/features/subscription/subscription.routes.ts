import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { getSubscription } from "./subscription.service";

export const subscriptionRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** The signed-in user's subscription row (or null) and its derived state. */
  .get("/", async (c) => {
    const result = await getSubscription({ db: c.var.db, userId: c.var.user.id, now: c.var.clock() });
    return c.json(result);
  });
