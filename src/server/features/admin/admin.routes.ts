import { Hono } from "hono";
import type { Database } from "@/server/db/client";
import type { Clock } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";
import type { Logger } from "@/server/lib/logger";
import { validate } from "@/server/lib/validate";
import { listUsers, setPlanInputSchema, setUserPlan } from "./admin.service";
import { listContactMessages, listNewsletterSubscribers } from "./admin-inbox.service";

/**
 * The operator API, served only on the admin socket in DATA_DIR (admin/admin-socket.ts), never on
 * the public port: whoever can open that file (mode 0600) already owns the data.
 */
export function createAdminApp({ db, clock, logger }: { db: Database; clock: Clock; logger: Logger }) {
  const app = new Hono()
    .post("/plan", validate("json", setPlanInputSchema), async (c) => {
      return c.json(await setUserPlan({ db, input: c.req.valid("json"), now: clock() }));
    })
    .get("/users", async (c) => c.json({ users: await listUsers({ db, now: clock() }) }))
    .get("/messages", async (c) => c.json({ messages: await listContactMessages({ db }) }))
    .get("/subscribers", async (c) => c.json({ subscribers: await listNewsletterSubscribers({ db }) }));

  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    logger.error({ err: error }, "admin command failed");
    return c.json({ error: { code: "INTERNAL", message: "The admin command failed; see the server log." } }, 500);
  });
  return app;
}
