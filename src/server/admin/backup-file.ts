import fs from "node:fs";
import path from "node:path";

// The backup file of `npm run admin -- backup`: a header line, a JSON line (what it holds, and the auth
// secret of DATA_DIR so sessions and two-factor secrets survive a restore), then PGlite's gzipped
// tarball of its data directory.

const MAGIC = "PREPPILOT-BACKUP 1";
const AUTH_SECRET_FILE = "auth-secret";

export type BackupHeader = { database: "pglite"; createdAt: string; authSecret: string | null };

export async function encodeBackup(tarball: Blob, authSecret: string | null): Promise<Buffer> {
  const header: BackupHeader = { database: "pglite", createdAt: new Date().toISOString(), authSecret };
  return Buffer.concat([
    Buffer.from(`${MAGIC}\n${JSON.stringify(header)}\n`, "utf8"),
    Buffer.from(await tarball.arrayBuffer()),
  ]);
}

export function decodeBackup(bytes: Buffer, file: string): { header: BackupHeader; tarball: Buffer } {
  const firstLine = bytes.indexOf(10);
  const secondLine = firstLine < 0 ? -1 : bytes.indexOf(10, firstLine + 1);
  if (secondLine < 0 || bytes.subarray(0, firstLine).toString("utf8") !== MAGIC) {
    throw new Error(`${file} is not a PrepPilot backup (made by npm run admin -- backup).`);
  }
  const header = JSON.parse(bytes.subarray(firstLine + 1, secondLine).toString("utf8")) as BackupHeader;
  return { header, tarball: bytes.subarray(secondLine + 1) };
}

export function readAuthSecret(dataDir: string): string | null {
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : null;
}

export function writeAuthSecret(dataDir: string, secret: string): void {
  fs.writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), secret, { mode: 0o600 });
}
