import { expect, test } from "vitest";
import { parseEnv } from "@/server/env";
import { DEFAULT_MAIL_FROM } from "@/server/lib/mailer/mailer";
import { getAuthSettings } from "./auth-settings";

test("by default there is no mail server, no email verification and no social provider", () => {
  const env = parseEnv({});
  expect(env.MAIL_FROM).toBe(DEFAULT_MAIL_FROM);
  expect(getAuthSettings(env)).toEqual({ emailVerificationRequired: false, socialProviders: {} });
});

test("SMTP_URL turns email verification on; a URL of another kind is refused with one line", () => {
  const env = parseEnv({ SMTP_URL: "smtps://mailer:secret@smtp.example.com:465" });
  expect(getAuthSettings(env).emailVerificationRequired).toBe(true);
  for (const url of ["http://smtp.example.com", "smtp.example.com:587", "smtp://"]) {
    expect(() => parseEnv({ SMTP_URL: url })).toThrowError(
      /^Invalid environment variable SMTP_URL: must be an SMTP URL such as smtps:\/\/user:password@smtp\.example\.com:465$/,
    );
  }
});

test("MAIL_FROM takes an address with or without a display name", () => {
  expect(parseEnv({ MAIL_FROM: "PrepPilot <hello@preppilot.dev>" }).MAIL_FROM).toBe("PrepPilot <hello@preppilot.dev>");
  expect(parseEnv({ MAIL_FROM: "hello@preppilot.dev" }).MAIL_FROM).toBe("hello@preppilot.dev");
  expect(() => parseEnv({ MAIL_FROM: "PrepPilot" })).toThrowError(
    "Invalid environment variable MAIL_FROM: must be a sender such as PrepPilot <no-reply@example.com>",
  );
});

test("a provider is configured only with both its client id and secret", () => {
  const env = parseEnv({
    GOOGLE_CLIENT_ID: "google-id",
    GOOGLE_CLIENT_SECRET: "google-secret",
    GITHUB_CLIENT_ID: "github-id",
    GITHUB_CLIENT_SECRET: "github-secret",
  });
  expect(getAuthSettings(env).socialProviders).toEqual({
    google: { clientId: "google-id", clientSecret: "google-secret" },
    github: { clientId: "github-id", clientSecret: "github-secret" },
  });
  expect(getAuthSettings(parseEnv({ GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" })).socialProviders).toEqual(
    {
      github: { clientId: "id", clientSecret: "secret" },
    },
  );
});

test("half a provider's credentials are refused with one line naming the missing variable", () => {
  expect(() => parseEnv({ GOOGLE_CLIENT_ID: "google-id" })).toThrowError(
    /^Invalid environment variable GOOGLE_CLIENT_SECRET: must be set together with GOOGLE_CLIENT_ID$/,
  );
  expect(() => parseEnv({ GITHUB_CLIENT_SECRET: "github-secret" })).toThrowError(
    /^Invalid environment variable GITHUB_CLIENT_ID: must be set together with GITHUB_CLIENT_SECRET$/,
  );
});
