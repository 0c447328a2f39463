import type { RequestIdVariables } from "hono/request-id";
import type { AiProvider } from "@/server/ai/ai-provider";
import type { Auth } from "@/server/auth";
import type { AuthSettings } from "@/server/auth/auth-settings";
import type { SessionReader } from "@/server/auth/session-reader";
import type { Library } from "@/server/content/load-library";
import type { ChangeFeed } from "@/server/db/change-feed";
import type { Database, SqlExecutor } from "@/server/db/client";
import type { NotificationKind } from "@/server/db/schema/notifications";
import type { RowJobs } from "@/server/lib/ai-work";
import type { Logger } from "@/server/lib/logger";
import type { Mailer } from "@/server/lib/mailer/mailer";
import type { SessionUser } from "@/server/lib/session-user";
import type { UserCache } from "@/server/lib/user-cache";

export type Clock = () => Date;

/** Everything the app needs from outside; tests build it with their own database and clock. */
export type AppDeps = {
  db: Database;
  /** The database's change notifications (DatabaseHandle.changes), which keep the user cache true. */
  changes: ChangeFeed;
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
  /** Sends the app's mail: SMTP when SMTP_URL is set, otherwise an outbox folder (DATA_DIR/mail). */
  mailer: Mailer;
  /** CONTACT_INBOX: the team's address each contact message is forwarded to; unset, none is. */
  contactInbox?: string;
  /** Email verification and social providers; by default verification is off and no provider is set. */
  auth?: AuthSettings;
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For (TRUST_PROXY: off 0, on 1,
   * or a count); the client address is the one the outermost of them saw (lib/client-ip.ts).
   */
  trustProxy?: number;
  /** Folder with the built SPA (index.html and assets/); omitted in API-only tests. */
  clientDir?: string;
  /** Test-only (FAULT_INJECTION=on): requests may ask their route to fail (see lib/fault-injection.ts). */
  faultInjection?: boolean;
  /** FULL_ACCESS=on: every account of the install has full access, whatever its plan (lib/install-settings.ts). */
  fullAccess?: boolean;
  /** Serves practice content (AI_PROVIDER): built once at start; defaults to the library, read on first use. */
  ai?: AiProvider;
  /**
   * The built-in library, for problems saved before their judge was stored with them (read once, on
   * first use, by default; tests pass their own).
   */
  library?: () => Promise<Library>;
  /**
   * Plain SQL on the database's connection (DatabaseHandle.sql), for the job engine; without it (an extra app
   * instance of a test) no background work is queued: no evaluation, AI design review, mail or runner job.
   */
  sql?: SqlExecutor;
  /** RUNNER_TOKEN: the runners' bearer token; unset, no runner can take a job. */
  runnerToken?: string;
};

export type AppBindings = {
  Variables: RequestIdVariables & {
    db: Database;
    logger: Logger;
    clock: Clock;
    auth: Auth;
    /** Reads the request's session through the user cache (auth/session-reader.ts). */
    sessions: SessionReader;
    /** Signed-in reads held in memory, forgotten when the user's rows change (lib/user-cache.ts). */
    userCache: UserCache;
    /** False when RATE_LIMITS=off. */
    rateLimits: boolean;
    /** The app's mail (AppDeps.mailer) and the team's inbox for contact messages (CONTACT_INBOX). */
    mailer: Mailer;
    contactInbox: string | undefined;
    /** AppDeps.authSecret: it also signs the notification mails' unsubscribe links. */
    authSecret: string;
    /** The client's address (see getClientIp), for per-client limits. */
    clientIp: string | undefined;
    /** The practice-content provider (library or OpenAI-compatible). */
    ai: AiProvider;
    /** The built-in library (read once, on first use). */
    getLibrary: () => Promise<Library>;
    /** Queues the evaluations of a finished interview's pending answers (run in the background, on any instance). */
    evaluations: RowJobs;
    /** Queues the pending AI part of a design review (run in the background, on any instance). */
    designReviews: RowJobs;
    /**
     * Plans a user's notification mails again after a change that may make one due sooner (the switches, the
     * time zone, the study plan, an achievement seen); never throws.
     */
    notifications: { replan: (userId: string, only?: readonly NotificationKind[]) => Promise<void> };
    /** Only on routes behind requireUser, whose type adds it as required (see SignedInBindings). */
    user?: SessionUser;
  };
};

/** The bindings of a route behind requireUser: c.var.user is always there. */
export type SignedInBindings = AppBindings & { Variables: { user: SessionUser } };
