import { z } from "zod";
import { DEFAULT_MAIL_FROM } from "@/server/lib/mailer/mailer";

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

const smtpUrl = z.string().refine((value) => /^smtps?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
  error: "must be an SMTP URL such as smtps://user:password@smtp.example.com:465",
});

const mailFrom = z.string().regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
  error: "must be a sender such as PrepPilot <no-reply@example.com>",
});

/** Social sign-in needs both halves of an OAuth app's credentials, or neither. */
const OAUTH_PAIRS = [
  ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"],
] as const;

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
  /** The runners' bearer token (docs/runners.md); unset, `npm start` makes one for the runner it starts. */
  RUNNER_TOKEN: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  RATE_LIMITS: onOffSwitch("on"),
  /** Self-hosting: every account of the install gets full access, with no trial, plan or quota (off: the plans). */
  FULL_ACCESS: onOffSwitch("off"),
  /** Reverse proxies in front of the app that append to X-Forwarded-For: off (0), on (1) or a count. */
  TRUST_PROXY: z
    .string()
    .regex(/^(on|off|\d{1,2})$/, { error: 'must be "on", "off" or the number of proxies in front of the app (0-99)' })
    .default("off")
    .transform((value) => (value === "on" ? 1 : value === "off" ? 0 : Number(value))),
  /** Test-only: lets end-to-end tests make a route fail with a real 500 (header x-fault-injection). */
  FAULT_INJECTION: onOffSwitch("off"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Real mail (and with it email verification on sign-up); unset, mail goes to DATA_DIR/mail. */
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailFrom.default(DEFAULT_MAIL_FROM),
  /** Where each contact-form message is forwarded (through the mailer); unset, messages are only stored. */
  CONTACT_INBOX: z.email({ error: "must be an email address such as support@example.com" }).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  /** Where practice content comes from: the built-in library (no network) or an OpenAI-compatible endpoint. */
  AI_PROVIDER: z.enum(["library", "openai"], { error: 'must be "library" or "openai"' }).default("library"),
  OPENAI_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://api.openai.com/v1" })
    .default("https://api.openai.com/v1"),
  /** Local servers (Ollama, vLLM, LM Studio) accept any key; OpenAI needs a real one. */
  OPENAI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().trim().min(1, { error: "must name a model, such as gpt-4" }).default("gpt-4"),
  AI_TIMEOUT_MS: z.coerce
    .number({ error: "must be a whole number of milliseconds between 1000 and 600000" })
    .int({ error: "must be a whole number of milliseconds between 1000 and 600000" })
    .min(1000, { error: "must be a whole number of milliseconds between 1000 and 600000" })
    .max(600_000, { error: "must be a whole number of milliseconds between 1000 and 600000" })
    .default(60_000),
});

export type Env = z.infer<typeof envSchema>;

/**
 * The variables whose values are secrets (a key, a password inside a URL): they stay on the server.
 * tests/integration/client-secrets.test.ts and tests/e2e/auth-security.spec.ts hold the client to it.
 */
export const SECRET_ENV_VARIABLES = [
  "AUTH_SECRET",
  "RUNNER_TOKEN",
  "DATABASE_URL",
  "SMTP_URL",
  "OPENAI_API_KEY",
  "GOOGLE_CLIENT_SECRET",
  "GITHUB_CLIENT_SECRET",
] as const satisfies readonly (keyof Env)[];

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses an environment (by default `process.env`); throws `EnvError` with a one-line message. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set": `PORT= npm start` should use the default.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (result.success) return checkOAuthPairs(result.data);
  const issue = result.error.issues[0];
  const name = issue?.path.join(".") ?? "environment";
  throw new EnvError(`Invalid environment variable ${name}: ${issue?.message ?? "invalid value"}`);
}

function checkOAuthPairs(env: Env): Env {
  for (const [id, secret] of OAUTH_PAIRS) {
    if (Boolean(env[id]) === Boolean(env[secret])) continue;
    const [missing, present] = env[id] ? [secret, id] : [id, secret];
    throw new EnvError(`Invalid environment variable ${missing}: must be set together with ${present}`);
  }
  return env;
}
