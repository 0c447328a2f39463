import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { Database } from "@/server/db/client";
import { createAdminApp } from "@/server/features/admin";
import type { Clock } from "@/server/lib/app-context";
import type { Logger } from "@/server/lib/logger";
import { createBackupApp } from "./backup-routes";

/** The running server's operator socket: the embedded database can only be reached through its owner. */
export const getAdminSocketPath = (dataDir: string) => path.join(dataDir, "admin.sock");

/**
 * Serves the admin API on DATA_DIR/admin.sock, readable and writable by the server's user only.
 * Called after the DATA_DIR lock is taken, so a socket file left there is stale and is replaced.
 */
export async function startAdminSocket({
  dataDir,
  db,
  clock,
  logger,
  dump,
}: {
  dataDir: string;
  db: Database;
  clock: Clock;
  logger: Logger;
  /** The embedded database's dump, for `npm run admin -- backup` (admin/backup.ts). */
  dump?: () => Promise<Blob>;
}): Promise<{ close: () => Promise<void> }> {
  const socketPath = getAdminSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true });
  const admin = createAdminApp({ db, clock, logger });
  const backup = dump ? createBackupApp({ dump, dataDir }) : undefined;
  const server = http.createServer(
    getRequestListener((request) =>
      backup && new URL(request.url).pathname === "/backup" ? backup.fetch(request) : admin.fetch(request),
    ),
  );
  const listening = new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.once("listening", resolve);
  });
  // Node binds the socket synchronously inside listen(): with this umask it is created 0600, so no
  // one else can connect before the chmod below (which covers platforms that bind later).
  const previousMask = process.umask(0o177);
  try {
    server.listen(socketPath);
  } finally {
    process.umask(previousMask);
  }
  await listening;
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        fs.rmSync(socketPath, { force: true });
      }),
  };
}
