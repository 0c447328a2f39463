import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { workspacePreferencesSchema } from "@/shared/schemas/preferences";
import { getWorkspacePreferences, updateWorkspacePreferences } from "./preferences.service";

const route = documentRoutes("Workspace", "user");

/** /api/preferences: how the workspace behaves for the signed-in user (hiding a problem's labels while solving). */
export const preferencesRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get(
    "/",
    route({ summary: "My workspace preferences", success: { status: 200, description: "`{preferences}`" } }),
    async (c) => {
      const preferences = await getWorkspacePreferences({ db: c.var.db, userId: c.var.user.id });
      return c.json({ preferences });
    },
  )
  .put(
    "/",
    route({ summary: "Save my workspace preferences", success: { status: 200, description: "`{preferences}`" } }),
    validate("json", workspacePreferencesSchema),
    async (c) => {
      const preferences = await updateWorkspacePreferences({
        db: c.var.db,
        userId: c.var.user.id,
        preferences: c.req.valid("json"),
        now: c.var.clock(),
      });
      return c.json({ preferences });
    },
  );
