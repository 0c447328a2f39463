import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { twoFactor } from "@/server/db/schema/auth";
import { getCookieHeader, signUpUser } from "../fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../fixtures/test-app";
import { generateTotp, getTotpSecret } from "../fixtures/totp";

const { app, db } = await createTestApp();

function post(path: string, body: Record<string, unknown>, cookie?: string) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function getSessionUser(cookie: string) {
  const response = await app.request("/api/auth/get-session", { headers: { cookie } });
  return ((await response.json()) as { user?: { email: string; twoFactorEnabled: boolean } } | null)?.user ?? null;
}

test("the TOTP helper computes RFC 6238's published SHA-1 test vectors", () => {
  const secret = Buffer.from("12345678901234567890");
  expect(generateTotp(secret, 59_000, { digits: 8 })).toBe("94287082");
  expect(generateTotp(secret, 1_111_111_109_000, { digits: 8 })).toBe("07081804");
  expect(generateTotp(secret, 20_000_000_000_000, { digits: 8 })).toBe("65353130");
});

test("two-factor sign-in end to end: enable with an authenticator code, then sign in with TOTP or a backup code", async () => {
  const { user, cookie, credentials } = await signUpUser(app);

  const enable = await post("/api/auth/two-factor/enable", { password: credentials.password }, cookie);
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  expect(decodeURIComponent(totpURI)).toContain(`otpauth://totp/PrepPilot:${credentials.email}?`);
  expect(new URL(totpURI).searchParams.get("issuer")).toBe("PrepPilot");
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  const secret = getTotpSecret(totpURI);

  // Not on until the user proves the authenticator works.
  expect(await getSessionUser(cookie)).toMatchObject({ twoFactorEnabled: false });
  const wrongFirstCode = await post("/api/auth/two-factor/verify-totp", { code: "000000" }, cookie);
  expect(wrongFirstCode.status).toBe(401);
  const confirm = await post("/api/auth/two-factor/verify-totp", { code: generateTotp(secret) }, cookie);
  expect(confirm.status).toBe(200);
  expect(await getSessionUser(getCookieHeader(confirm))).toMatchObject({ twoFactorEnabled: true });

  // The secret is stored encrypted, never as the authenticator sees it.
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
  expect(row?.secret).toBeTruthy();
  expect(row?.secret).not.toContain(new URL(totpURI).searchParams.get("secret"));
  expect(row?.secret).not.toContain(secret.toString());

  const signIn = await post("/api/auth/sign-in/email", { email: credentials.email, password: credentials.password });
  expect(signIn.status).toBe(200);
  expect(await signIn.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
  const pending = getCookieHeader(signIn);
  expect(pending).not.toMatch(/session_token=[^;]+/);
  expect(await getSessionUser(pending)).toBeNull();

  const wrongCode = await post("/api/auth/two-factor/verify-totp", { code: "123456" }, pending);
  expect(wrongCode.status).toBe(401);
  const verified = await post("/api/auth/two-factor/verify-totp", { code: generateTotp(secret) }, pending);
  expect(verified.status).toBe(200);
  expect(await getSessionUser(getCookieHeader(verified))).toMatchObject({ email: credentials.email });

  const secondSignIn = await post("/api/auth/sign-in/email", {
    email: credentials.email,
    password: credentials.password,
  });
  const secondPending = getCookieHeader(secondSignIn);
  const backup = await post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] }, secondPending);
  expect(backup.status).toBe(200);
  expect(await getSessionUser(getCookieHeader(backup))).toMatchObject({ email: credentials.email });

  const thirdSignIn = await post("/api/auth/sign-in/email", {
    email: credentials.email,
    password: credentials.password,
  });
  const reused = await post(
    "/api/auth/two-factor/verify-backup-code",
    { code: backupCodes[0] },
    getCookieHeader(thirdSignIn),
  );
  expect(reused.status).toBe(401);
});
