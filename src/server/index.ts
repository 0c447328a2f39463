import fs from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import { startAdminSocket } from "@/server/admin/admin-socket";
import { createAiProvider } from "@/server/ai/create-ai-provider";
import { stopProblemProofs } from "@/server/ai/problem-proof-thread";
import { createApp } from "@/server/app";
import { createAppServices } from "@/server/app-services";
import { getAuthSettings } from "@/server/auth/auth-settings";
import { type Library, loadLibrary } from "@/server/content/load-library";
import { openDatabase } from "@/server/db/client";
import { DataDirLockedError } from "@/server/db/data-dir-lock";
import { type Env, EnvError, parseEnv } from "@/server/env";
import { loadAuthSecret } from "@/server/lib/auth-secret";
import { createLogger, type Logger } from "@/server/lib/logger";
import { createMailer } from "@/server/lib/mailer/create-mailer";
import { PROJECT_ROOT } from "@/server/lib/project-root";

/** How long in-flight requests get to finish after SIGTERM before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  // The library is read once (on first use), for the provider and the app alike: a copy each held 13 MB more of heap.
  let library: Promise<Library> | undefined;
  const readLibrary = () => {
    library ??= loadLibrary();
    return library;
  };
  // Built once, before the database opens: a missing key or an invalid content/ library stops the start.
  const ai = await createAiProvider(env, logger, readLibrary);
  logger.info(
    ai.kind === "openai"
      ? { aiProvider: ai.kind, model: env.AI_MODEL, baseUrl: env.OPENAI_BASE_URL }
      : { aiProvider: ai.kind },
    "AI provider ready",
  );
  const { database, adminSocket } = await openServerDatabase(env, logger);
  warnAboutSettings(env, logger);

  const authSecret = loadAuthSecret(env.DATA_DIR, env.AUTH_SECRET);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, "mail"),
    logger,
    isDevelopment: env.NODE_ENV === "development",
  });
  const deps = {
    ...appSettings(env),
    db: database.db,
    changes: database.changes,
    sql: database.sql,
    runnerToken: env.RUNNER_TOKEN,
    logger,
    authSecret,
    appUrl,
    mailer,
    ai,
    library: readLibrary,
  };
  const services = createAppServices(deps);
  const app = createApp(deps, services);
  // The job engine starts now, not on the first job: its workers take the evaluations, AI design reviews and
  // notification mails of every instance, and what a process killed while this one was down left is queued again.
  await services.jobs?.start();

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info({ port: info.port, url: appUrl }, `PrepPilot is listening on ${appUrl}`);
  });
  stopGracefully(server, logger, async () => {
    await services.jobs?.stop();
    await adminSocket?.close();
    await stopProblemProofs();
    await database.close();
  });
}

/** The database, migrated, and for the embedded one the socket through which `npm run admin` reaches it. */
async function openServerDatabase(env: Env, logger: Logger) {
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  await database.migrate();
  logger.info({ database: database.kind, dataDir: path.resolve(env.DATA_DIR) }, "database ready");
  // `npm run admin` reaches the embedded database through this process while it holds the lock.
  const adminSocket = env.DATABASE_URL
    ? undefined
    : await startAdminSocket({
        dataDir: env.DATA_DIR,
        db: database.db,
        clock: () => new Date(),
        logger,
        dump: database.dump,
      }).catch((error: unknown) => {
        logger.warn({ err: error }, "no admin socket: `npm run admin` works only while the server is stopped");
        return undefined;
      });
  return { database, adminSocket };
}

/** Settings an operator should know are on, said once at start. */
function warnAboutSettings(env: Env, logger: Logger) {
  if (env.FULL_ACCESS) logger.info("FULL_ACCESS=on: every account of this install has full access, whatever its plan");
  if (!env.RATE_LIMITS) logger.warn("RATE_LIMITS=off: every rate limit of the app is disabled");
  if (env.FAULT_INJECTION) logger.warn("FAULT_INJECTION=on: requests can make routes fail; for tests only");
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    logger.warn("AUTH_SECRET is not set: using a secret from DATA_DIR; set AUTH_SECRET when running several instances");
  }
}

/** What the app takes from the configuration alone. */
function appSettings(env: Env) {
  const clientDir = path.resolve(PROJECT_ROOT, env.BUILD_DIR, "client");
  return {
    trustedOrigins: env.NODE_ENV === "development" ? ["http://localhost:5173"] : [],
    rateLimits: env.RATE_LIMITS,
    trustProxy: env.TRUST_PROXY,
    contactInbox: env.CONTACT_INBOX,
    auth: getAuthSettings(env),
    faultInjection: env.FAULT_INJECTION,
    fullAccess: env.FULL_ACCESS,
    // In development Vite serves the client; in production `npm start` builds it first.
    clientDir: fs.existsSync(clientDir) ? clientDir : undefined,
  };
}

/**
 * On SIGTERM or SIGINT: finish the requests in flight (at most SHUTDOWN_GRACE_MS), then `close` what the server
 * opened and exit. While shutting down, every answer closes its connection: a client on a kept-alive connection
 * sends its next request on a new one, which is refused, instead of keeping the process serving until the grace
 * period cuts it off mid-request (a SIGTERM under load).
 */
function stopGracefully(server: ServerType, logger: Logger, close: () => Promise<void>) {
  let shuttingDown = false;
  // Runs before the app's listener.
  server.prependListener("request", (_request: unknown, response: ServerResponse) => {
    if (shuttingDown) response.setHeader("connection", "close");
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      logger.warn("grace period over: closing the remaining connections");
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      try {
        await close();
        logger.info("database closed; bye");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "could not close the database cleanly");
        process.exit(1);
      }
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  // Configuration mistakes get one clear line, not a stack trace.
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
