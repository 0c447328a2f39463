import { z } from "zod";

/**
 * The only place that reads `process.env`. Parsed once at start-up; a bad value stops the
 * process with one line naming the variable and what it expects.
 */
const onOffSwitch = (fallback: "on" | "off") =>
  z
    .enum(["on", "off"], { error: 'must be "on" or "off"' })
    .default(fallback)
    .transform((value) => value === "on");

const postgresUrl = z.string().refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
  error: "must be a PostgreSQL connection URL such as postgres://user:password@host:5432/preppilot",
});

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a port number between 1 and 65535" })
    .int({ error: "must be a port number between 1 and 65535" })
    .min(1, { error: "must be a port number between 1 and 65535" })
    .max(65535, { error: "must be a port number between 1 and 65535" })
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  APP_URL: z.url({ error: "must be the public URL of the app, such as https://preppilot.example.com" }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Where `npm run build` wrote the app; the server serves BUILD_DIR/client. */
  BUILD_DIR: z.string().min(1).default("dist"),
  DATABASE_URL: postgresUrl.optional(),
  AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  RATE_LIMITS: onOffSwitch("on"),
  TRUST_PROXY: onOffSwitch("off"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses an environment (by default `process.env`); throws `EnvError` with a one-line message. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set": `PORT= npm start` should use the default.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join(".") ?? "environment";
  throw new EnvError(`Invalid environment variable ${name}: ${issue?.message ?? "invalid value"}`);
}
