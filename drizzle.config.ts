import { defineConfig } from "drizzle-kit";

// drizzle-kit is used only to generate migrations from the schema (`npm run db:generate`); it never
// opens the database. Migrations are applied by the app itself (`npm run db:migrate`, or at start).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/*.ts",
  out: "./src/server/db/migrations",
});
