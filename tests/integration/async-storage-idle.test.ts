import { expect, test } from "vitest";
import { createCaller } from "../fixtures/api-resources";
import { getCookieHeader, signUpUser } from "../fixtures/auth";
import { createTestApp } from "../fixtures/test-app";

// Better Auth runs its endpoints in AsyncLocalStorages, and sign-up runs in ours
// (src/server/auth/new-account.ts). On Node 20 an enabled storage's async hook costs every answer of
// the process about a fifth of a held read; the storages disable themselves between runs
// (src/server/lib/idle-async-storage.ts). This proves nothing leaves one on, whatever the flow.

const { app } = await createTestApp();

/**
 * Whether any AsyncLocalStorage's hook is on in this process: while one is, Node gives each new
 * promise every enabled storage's store (even none) as a property of its own.
 */
function asyncStorageHookIsOn(): boolean {
  return Object.getOwnPropertySymbols(new Promise<void>(() => {})).length > 0;
}

function send(method: string, path: string, cookie: string, json?: unknown) {
  return createCaller(app, cookie).call(method, path, { json });
}

test("after a sign-up, reads, writes, a sign-out and a sign-in, no AsyncLocalStorage's hook is left on", async () => {
  const { cookie, credentials } = await signUpUser(app);
  expect(asyncStorageHookIsOn()).toBe(false);

  expect((await send("GET", "/api/auth/get-session", cookie)).status).toBe(200);
  expect((await send("GET", "/api/subscription", cookie)).status).toBe(200);
  expect(
    (await send("PUT", "/api/profile", cookie, { fullName: "Ada Lovelace", phone: "", location: "", bio: "" })).status,
  ).toBe(200);
  // Better Auth's own endpoints, which write in its transactions.
  expect((await send("POST", "/api/auth/update-user", cookie, { name: "Ada" })).status).toBe(200);
  expect((await send("POST", "/api/auth/sign-out", cookie, {})).status).toBe(200);
  expect(asyncStorageHookIsOn()).toBe(false);

  const signIn = await send("POST", "/api/auth/sign-in/email", "", {
    email: credentials.email,
    password: credentials.password,
  });
  expect(signIn.status).toBe(200);
  const session = await send("GET", "/api/auth/get-session", getCookieHeader(signIn));
  expect(((await session.json()) as { user: { name: string } }).user.name).toBe("Ada");
  expect(asyncStorageHookIsOn()).toBe(false);
});

test("concurrent sign-ups, each in its own transaction, all create their accounts and leave the hook off", async () => {
  const signUps = await Promise.all(Array.from({ length: 6 }, () => signUpUser(app)));
  for (const { cookie } of signUps) {
    const subscription = await send("GET", "/api/subscription", cookie);
    expect(subscription.status).toBe(200);
    expect(((await subscription.json()) as { subscription: { status: string } }).subscription.status).toBe("trial");
  }
  expect(asyncStorageHookIsOn()).toBe(false);
});
