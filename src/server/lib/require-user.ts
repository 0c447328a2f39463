import { createMiddleware } from "hono/factory";
import type { SignedInBindings } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";

/**
 * Loads the Better Auth session from the request's cookies (through the user cache:
 * auth/session-reader.ts) and sets c.var.user, or answers 401.
 * Every workspace route sits behind it and scopes its queries to c.var.user.id, never to an id
 * taken from the request.
 */
export const requireUser = createMiddleware<SignedInBindings>(async (c, next) => {
  // A router mounted inside another one that already checked (/profile and /profile/avatar) does
  // not load the session twice.
  if (!c.get("user")) {
    // c.get rather than c.var: Hono builds a new object of every variable on each c.var access.
    const { session } = await c.get("sessions").read(c.req.raw.headers);
    if (!session) throw new AppError("UNAUTHORIZED", { message: "Please sign in to continue." });
    c.set("user", session.user);
  }
  await next();
});
