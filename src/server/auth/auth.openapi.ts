import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import { AUTH_FIELD } from "@/server/lib/openapi";
import { emailSchema, fullNameSchema, newPasswordSchema } from "@/shared/schemas/auth";

// Better Auth (auth.ts) serves /api/auth/* itself, so its routes are not in our routers: this is the
// part of its API the app uses, written by hand for the route table. Its failures have Better Auth's
// own shape, `{code, message}` (e.g. INVALID_EMAIL_OR_PASSWORD), not ours.

type AuthRoute = {
  method: "get" | "post";
  path: string;
  summary: string;
  auth: "public" | "user";
  body?: z.ZodObject;
  query?: Record<string, string>;
  success: string;
};

const password = z.string().min(1).describe("The current password");
const callbackURL = z.string().optional().describe("Where the link in the mail (or the provider) sends the browser");

const AUTH_ROUTES: AuthRoute[] = [
  {
    method: "post",
    path: "/sign-up/email",
    summary:
      "Sign up with email and password (starts the trial; sets the session cookie unless email must be confirmed)",
    auth: "public",
    body: z.object({ name: fullNameSchema, email: emailSchema, password: newPasswordSchema, callbackURL }),
    success: "`{token, user}`",
  },
  {
    method: "post",
    path: "/sign-in/email",
    summary: "Sign in (5 a minute per address)",
    auth: "public",
    body: z.object({ email: emailSchema, password, rememberMe: z.boolean().optional(), callbackURL }),
    success: "`{redirect, token, user}`, or `{twoFactorRedirect: true}` when the account has two-factor sign-in",
  },
  {
    method: "post",
    path: "/sign-in/social",
    summary: "Start Google or GitHub sign-in (when configured: GET /api/config)",
    auth: "public",
    body: z.object({ provider: z.enum(["google", "github"]), callbackURL }),
    success: "`{url, redirect}`: the provider's page",
  },
  {
    method: "post",
    path: "/sign-out",
    summary: "Sign out (without a session it does nothing and answers the same)",
    auth: "public",
    success: "`{success: true}`",
  },
  {
    method: "get",
    path: "/get-session",
    summary: "The current session",
    auth: "public",
    success: "`{session, user}`, or null when signed out",
  },
  {
    method: "post",
    path: "/change-password",
    summary: "Change the password",
    auth: "user",
    body: z.object({ currentPassword: password, newPassword: newPasswordSchema, revokeOtherSessions: z.boolean() }),
    success: "`{token, user}`",
  },
  {
    method: "post",
    path: "/request-password-reset",
    summary: "Mail a password-reset link (3 a minute per address)",
    auth: "public",
    body: z.object({ email: emailSchema, redirectTo: z.string().optional() }),
    success: "`{status: true}` whether or not the address has an account",
  },
  {
    method: "post",
    path: "/reset-password",
    summary: "Set a new password with the token from the mail",
    auth: "public",
    body: z.object({ newPassword: newPasswordSchema, token: z.string() }),
    success: "`{status: true}`",
  },
  {
    method: "get",
    path: "/verify-email",
    summary: "Confirm an email address (the link in the mail)",
    auth: "public",
    query: { token: "The token from the mail", callbackURL: "Where to go next" },
    success: "Redirects to `callbackURL`",
  },
  {
    method: "post",
    path: "/two-factor/enable",
    summary: "Start two-factor sign-in: the authenticator URI and backup codes",
    auth: "user",
    body: z.object({ password }),
    success: "`{totpURI, backupCodes}`",
  },
  {
    method: "post",
    path: "/two-factor/disable",
    summary: "Turn two-factor sign-in off",
    auth: "user",
    body: z.object({ password }),
    success: "`{status: true}`",
  },
  {
    method: "post",
    path: "/two-factor/verify-totp",
    summary: "Check an authenticator code (finishes enabling, or a two-factor sign-in)",
    auth: "public",
    body: z.object({ code: z.string().regex(/^\d{6}$/), trustDevice: z.boolean().optional() }),
    success: "`{token, user}`",
  },
  {
    method: "post",
    path: "/two-factor/verify-backup-code",
    summary: "Finish a two-factor sign-in with a backup code",
    auth: "public",
    body: z.object({ code: z.string().min(1) }),
    success: "`{token, user}`",
  },
];

const AUTH_ERROR: OpenAPIV3_1.ResponseObject = {
  description:
    "Better Auth's failure: `{code, message}` (400 bad input, 401 wrong credentials or no session, 403 untrusted Origin, 429 too many attempts)",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["message"],
        properties: { code: { type: "string" }, message: { type: "string" } },
      },
    },
  },
};

function toOperation(route: AuthRoute): OpenAPIV3_1.OperationObject {
  return {
    tags: ["Accounts (Better Auth)"],
    summary: route.summary,
    operationId: `auth${route.path.replace(/(^|[/-])(\w)/g, (_, _sep, letter: string) => letter.toUpperCase())}`,
    security: route.auth === "user" ? [{ session: [] }] : [],
    [AUTH_FIELD]: route.auth,
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: z.toJSONSchema(route.body, { io: "input" }) as object } },
          },
        }
      : {}),
    ...(route.query
      ? {
          parameters: Object.entries(route.query).map(([name, description]) => ({
            in: "query",
            name,
            description,
            schema: { type: "string" },
          })),
        }
      : {}),
    responses: {
      "200": { description: route.success, content: { "application/json": {} } },
      "4XX": AUTH_ERROR,
    },
  } as OpenAPIV3_1.OperationObject;
}

/** The Better Auth endpoints the app calls, as OpenAPI paths under /api/auth. */
export function describeAuthPaths(): OpenAPIV3_1.PathsObject {
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const route of AUTH_ROUTES) {
    const path = `/api/auth${route.path}`;
    paths[path] = { ...paths[path], [route.method]: toOperation(route) };
  }
  return paths;
}
