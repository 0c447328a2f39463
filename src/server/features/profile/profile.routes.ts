import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { updateProfileInputSchema } from "@/shared/schemas/profile";
import { getProfile, updateProfile } from "./profile.service";

export const profileRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/", async (c) => c.json(await getProfile({ db: c.var.db, user: c.var.user })))
  .put("/", validate("json", updateProfileInputSchema), async (c) => {
    const view = await updateProfile({
      db: c.var.db,
      user: c.var.user,
      input: c.req.valid("json"),
      now: c.var.clock(),
    });
    return c.json(view);
  });
