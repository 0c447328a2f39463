import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { updateProfileInputSchema } from "@/shared/schemas/profile";
import { getProfile, updateProfile } from "./profile.service";

const route = documentRoutes("Workspace", "user");

export const profileRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get(
    "/",
    route({ summary: "My profile", success: { status: 200, description: "The profile with its avatar URL" } }),
    async (c) => c.json(await getProfile({ db: c.var.db, user: c.var.user })),
  )
  .put(
    "/",
    route({ summary: "Save my profile", success: { status: 200, description: "The saved profile" } }),
    validate("json", updateProfileInputSchema),
    async (c) => {
      const view = await updateProfile({
        db: c.var.db,
        user: c.var.user,
        input: c.req.valid("json"),
        now: c.var.clock(),
      });
      return c.json(view);
    },
  );
