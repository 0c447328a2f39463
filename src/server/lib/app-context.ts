import type { RequestIdVariables } from "hono/request-id";
import type { Auth } from "@/server/auth";
import type { Database } from "@/server/db/client";
import type { Logger } from "@/server/lib/logger";

export type Clock = () => Date;

/** Everything the app needs from outside; tests build it with their own database and clock. */
export type AppDeps = {
  db: Database;
  logger: Logger;
  clock?: Clock;
  /** Secret that signs sessions; at least 32 characters. */
  authSecret: string;
  /** The public URL of the app, e.g. http://localhost:3000; its origin is trusted by auth. */
  appUrl: string;
  /** More origins allowed to send state-changing requests (dev server, previews). */
  trustedOrigins?: string[];
  /** False turns every rate limit off (RATE_LIMITS=off). */
  rateLimits: boolean;
  /** True behind a reverse proxy that sets X-Forwarded-For (TRUST_PROXY=on). */
  trustProxy?: boolean;
  /** Folder with the built SPA (index.html and assets/); omitted in API-only tests. */
  clientDir?: string;
};

export type AppBindings = {
  Variables: RequestIdVariables & {
    db: Database;
    logger: Logger;
    clock: Clock;
    auth: Auth;
    /** False when RATE_LIMITS=off. */
    rateLimits: boolean;
    /** The client's address (see getClientIp), for per-client limits. */
    clientIp: string | undefined;
  };
};
