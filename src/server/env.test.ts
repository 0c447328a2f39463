import { expect, test } from "vitest";
import { parseEnv } from "./env";

test("uses the defaults when nothing is set", () => {
  const env = parseEnv({});
  expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", RATE_LIMITS: true });
  expect(env.DATABASE_URL).toBeUndefined();
});

test("treats an empty variable as not set", () => {
  expect(parseEnv({ PORT: "" }).PORT).toBe(3000);
});

test("refuses a PORT that is not a port number with one line naming it", () => {
  for (const port of ["abc", "0", "70000", "3000.5"]) {
    expect(() => parseEnv({ PORT: port })).toThrowError(
      /^Invalid environment variable PORT: must be a port number between 1 and 65535$/,
    );
  }
});

test("refuses a DATABASE_URL that is not a PostgreSQL URL", () => {
  for (const url of ["mysql://localhost/db", "not a url", "postgres://"]) {
    expect(() => parseEnv({ DATABASE_URL: url })).toThrowError(
      /^Invalid environment variable DATABASE_URL: must be a PostgreSQL connection URL/,
    );
  }
});

test("accepts postgres:// and postgresql:// URLs", () => {
  expect(parseEnv({ DATABASE_URL: "postgres://u:p@127.0.0.1:5432/app" }).DATABASE_URL).toBe(
    "postgres://u:p@127.0.0.1:5432/app",
  );
  expect(parseEnv({ DATABASE_URL: "postgresql://localhost/app" }).DATABASE_URL).toBe("postgresql://localhost/app");
});

test("FULL_ACCESS is off by default (the product's plans), on gives full access; anything else is refused", () => {
  expect(parseEnv({}).FULL_ACCESS).toBe(false);
  expect(parseEnv({ FULL_ACCESS: "on" }).FULL_ACCESS).toBe(true);
  expect(parseEnv({ FULL_ACCESS: "off" }).FULL_ACCESS).toBe(false);
  expect(() => parseEnv({ FULL_ACCESS: "yes" })).toThrowError(
    'Invalid environment variable FULL_ACCESS: must be "on" or "off"',
  );
});

test("RATE_LIMITS=off turns rate limits off; anything but on/off is refused", () => {
  expect(parseEnv({ RATE_LIMITS: "off" }).RATE_LIMITS).toBe(false);
  expect(parseEnv({ RATE_LIMITS: "on" }).RATE_LIMITS).toBe(true);
  expect(() => parseEnv({ RATE_LIMITS: "no" })).toThrowError(
    'Invalid environment variable RATE_LIMITS: must be "on" or "off"',
  );
});

test("refuses a short AUTH_SECRET", () => {
  expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrowError(
    "Invalid environment variable AUTH_SECRET: must be at least 32 characters",
  );
});
