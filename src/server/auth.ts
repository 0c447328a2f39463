import { type BetterAuthOptions, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import { buildExistingAccountMail, buildPasswordResetMail, buildVerificationMail } from "@/server/auth/auth-mails";
import type { AuthSettings } from "@/server/auth/auth-settings";
import { checkAuthInput } from "@/server/auth/input-rules";
import { ensureAccountRows, trackTransactions } from "@/server/auth/new-account";
import type { Database } from "@/server/db/client";
import { schema } from "@/server/db/schema";
import type { Logger } from "@/server/lib/logger";
import type { Mailer, MailMessage } from "@/server/lib/mailer/mailer";

export type AuthOptions = {
  db: Database;
  secret: string;
  appUrl: string;
  /** The app's own origin and the configured ones (lib/origin-check.ts: listTrustedOrigins). */
  trustedOrigins: string[];
  rateLimits: boolean;
  settings: AuthSettings;
  mailer: Mailer;
  logger: Logger;
  clock: () => Date;
};

/** The header through which the app hands Better Auth the client address it resolved itself. */
export const CLIENT_IP_HEADER = "x-preppilot-client-ip";

const MINUTE_S = 60;
const DAY_S = 24 * 60 * MINUTE_S;

/**
 * The Better Auth instance: email and password (plus Google and GitHub when configured), email
 * verification when mail really goes out, password reset, TOTP two-factor, database-backed rate
 * limits, and sessions in httpOnly cookies that can be revoked at once.
 */
export function createAuth(options: AuthOptions) {
  const { db, secret, appUrl, trustedOrigins, rateLimits, settings, mailer, logger, clock } = options;
  const deliver = createMailDelivery(mailer, logger);

  return betterAuth({
    appName: "PrepPilot",
    secret,
    baseURL: appUrl,
    basePath: "/api/auth",
    trustedOrigins,
    database: drizzleAdapter(trackTransactions(db), { provider: "pg", schema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      requireEmailVerification: settings.emailVerificationRequired,
      sendResetPassword: ({ user, token }) =>
        deliver(buildPasswordResetMail(user, `${appUrl}/reset-password?token=${token}`)),
      resetPasswordTokenExpiresIn: 60 * MINUTE_S,
      revokeSessionsOnPasswordReset: true,
      onExistingUserSignUp: ({ user }) => deliver(buildExistingAccountMail(user, appUrl)),
      // With verification on, a sign-up for a taken address answers like a new one; this keeps the
      // made-up user identical to a real one, two-factor field included.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        twoFactorEnabled: false,
        ...additionalFields,
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: settings.emailVerificationRequired,
      sendOnSignIn: settings.emailVerificationRequired,
      autoSignInAfterVerification: true,
      expiresIn: DAY_S,
      sendVerificationEmail: ({ user, token }) =>
        deliver(buildVerificationMail(user, `${appUrl}/api/auth/verify-email?token=${token}&callbackURL=/dashboard`)),
    },
    socialProviders: settings.socialProviders,
    session: { expiresIn: 30 * DAY_S, updateAge: DAY_S, cookieCache: { enabled: false } },
    databaseHooks: {
      // The first account of a new user is created in the same transaction as the user.
      account: { create: { before: (account) => ensureAccountRows(db, account.userId, clock()) } },
    },
    hooks: { before: checkAuthInput },
    plugins: [twoFactor({ issuer: "PrepPilot" })],
    rateLimit: getRateLimitOptions(rateLimits),
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Better Auth skips its Origin check when it detects a test run; tests must see production's rules.
      disableOriginCheck: false,
    },
    // Refusals (4xx) are answered as Better Auth's JSON; anything else reaches the app's onError, which
    // logs it with the request id and answers the app's generic 500, instead of Better Auth printing it.
    onAPIError: { throw: true },
    logger: getLoggerOptions(logger),
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Sends a mail without waiting: a slow or failing mail server must not change an answer, which would
 * tell a caller whether an address has an account. Failures are logged instead.
 */
function createMailDelivery(mailer: Mailer, logger: Logger) {
  return async (message: MailMessage) => {
    mailer.send(message).catch((error: unknown) => {
      logger.error({ err: error, to: message.to, subject: message.subject }, "could not send mail");
    });
  };
}

/** Better Auth's limits, counted in the database so that they hold across instances. */
function getRateLimitOptions(enabled: boolean): BetterAuthOptions["rateLimit"] {
  return {
    enabled,
    storage: "database",
    customRules: {
      "/sign-in/*": { window: MINUTE_S, max: 5 },
      "/sign-up/*": { window: MINUTE_S, max: 5 },
      "/request-password-reset": { window: MINUTE_S, max: 3 },
      // Reading one's own session guesses nothing and is asked for on every focus and page load: a
      // limit per address would sign out everyone behind one office NAT (the client reads a 429 as
      // "no session"), and counting it would cost a database write per read.
      "/get-session": false,
    },
  };
}

/** Better Auth's warnings and errors, in the app's log. */
function getLoggerOptions(logger: Logger): BetterAuthOptions["logger"] {
  return {
    level: "warn",
    log: (level, message, ...args) => {
      const error = args.find((arg) => arg instanceof Error);
      logger[level](error ? { err: error } : args.length > 0 ? { details: args } : {}, `auth: ${message}`);
    },
  };
}
