import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { deleteAccountInputSchema } from "@/shared/schemas/privacy";
import { deleteAccount, exportUserData } from "./privacy.service";

export const privacyRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** A JSON download of everything we hold about the signed-in user. */
  .get("/export", async (c) => {
    const now = c.var.clock();
    const data = await exportUserData({ db: c.var.db, userId: c.var.user.id, now });
    c.header("Content-Disposition", `attachment; filename="preppilot-export-${now.toISOString().slice(0, 10)}.json"`);
    c.header("Cache-Control", "no-store");
    return c.json(data);
  })
  /** Deletes the account and all its data (body { confirmation: "DELETE" }), then signs out. */
  .delete("/account", validate("json", deleteAccountInputSchema), async (c) => {
    await deleteAccount({ db: c.var.db, userId: c.var.user.id, email: c.var.user.email });
    // The session row went with the user; this clears the browser's session cookie.
    const { headers } = await c.var.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
    return c.json({ deleted: true as const });
  });
