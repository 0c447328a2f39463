import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { deleteAccountInputSchema } from "@/shared/schemas/privacy";
import { deleteAccount, exportUserData } from "./privacy.service";

const route = documentRoutes("Workspace", "user");

export const privacyRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** A JSON download of everything we hold about the signed-in user. */
  .get(
    "/export",
    route({
      summary: "Download my data",
      success: { status: 200, description: "Everything held about the user, as a JSON attachment" },
    }),
    async (c) => {
      const now = c.var.clock();
      const data = await exportUserData({ db: c.var.db, userId: c.var.user.id, now });
      c.header("Content-Disposition", `attachment; filename="preppilot-export-${now.toISOString().slice(0, 10)}.json"`);
      c.header("Cache-Control", "no-store");
      return c.json(data);
    },
  )
  /** Deletes the account and all its data (body { confirmation: "DELETE" }), then signs out. */
  .delete(
    "/account",
    route({
      summary: "Delete my account",
      success: { status: 200, description: "`{deleted: true}`; the session cookie is cleared" },
    }),
    validate("json", deleteAccountInputSchema),
    async (c) => {
      await deleteAccount({ db: c.var.db, userId: c.var.user.id, email: c.var.user.email });
      // The session row went with the user; this clears the browser's session cookie.
      const { headers } = await c.var.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
      return c.json({ deleted: true as const });
    },
  );
