import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";

/**
 * GET /api/config: what the sign-in screens offer, read from the running auth instance so it can
 * never disagree with what the server accepts. Public: the login page asks before anyone signs in.
 */
export const authConfigRoutes = new Hono<AppBindings>().get(
  "/",
  documentRoutes(
    "Public",
    "public",
  )({
    summary: "What the sign-in screens offer",
    success: { status: 200, description: "`{socialProviders: {google, github}, emailVerificationRequired}`" },
  }),
  (c) => {
    const { socialProviders, emailAndPassword } = c.var.auth.options;
    return c.json({
      socialProviders: { google: Boolean(socialProviders.google), github: Boolean(socialProviders.github) },
      emailVerificationRequired: emailAndPassword.requireEmailVerification,
    });
  },
);
