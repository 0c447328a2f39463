import { Hono } from "hono";
import { encodeBackup, readAuthSecret } from "./backup-file";

/** The admin socket's GET /backup: the running server's database as a backup file. */
export function createBackupApp({ dump, dataDir }: { dump: () => Promise<Blob>; dataDir: string }) {
  return new Hono().get("/backup", async (c) => {
    const bytes = await encodeBackup(await dump(), readAuthSecret(dataDir));
    return c.body(new Uint8Array(bytes), 200, { "content-type": "application/octet-stream" });
  });
}
