import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "@/server/db/client";
import { schema } from "@/server/db/schema";

export type AuthOptions = {
  db: Database;
  secret: string;
  appUrl: string;
  trustedOrigins: string[];
  rateLimits: boolean;
};

/** The header through which the app hands Better Auth the client address it resolved itself. */
export const CLIENT_IP_HEADER = "x-preppilot-client-ip";

/** The Better Auth instance: email and password sign-in, sessions in httpOnly cookies. */
export function createAuth({ db, secret, appUrl, trustedOrigins, rateLimits }: AuthOptions) {
  return betterAuth({
    appName: "PrepPilot",
    secret,
    baseURL: appUrl,
    basePath: "/api/auth",
    trustedOrigins: [new URL(appUrl).origin, ...trustedOrigins],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: { enabled: true, minPasswordLength: 8 },
    rateLimit: { enabled: rateLimits },
    // Cookies are Secure whenever the app is served over https (Better Auth's default from baseURL).
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
