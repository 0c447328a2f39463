// `npm run db:migrate`: applies the committed migrations to the configured database. It opens the
// database through the same guard as the server, so it refuses to touch a DATA_DIR in use.
import path from "node:path";
import { parseEnv } from "@/server/env";
import { openDatabase } from "./client";

try {
  const env = parseEnv();
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const where = env.DATABASE_URL ? "PostgreSQL" : `the embedded database in ${path.resolve(env.DATA_DIR)}`;
  console.log(`Migrations applied to ${where}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
