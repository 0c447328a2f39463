import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { subscriptions, userProfiles } from "@/server/db/schema/account";
import { account, session, twoFactor, user } from "@/server/db/schema/auth";
import { signUpUser } from "../fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../fixtures/test-app";

const { app, db } = await createTestApp();

async function countRowsOf(userId: string) {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    user: await count(db.select().from(user).where(eq(user.id, userId))),
    sessions: await count(db.select().from(session).where(eq(session.userId, userId))),
    accounts: await count(db.select().from(account).where(eq(account.userId, userId))),
    profile: await count(db.select().from(userProfiles).where(eq(userProfiles.id, userId))),
    subscription: await count(db.select().from(subscriptions).where(eq(subscriptions.userId, userId))),
    twoFactor: await count(db.select().from(twoFactor).where(eq(twoFactor.userId, userId))),
  };
}

test("deleting a user row removes its sessions, accounts, profile, subscription and two-factor secrets", async () => {
  const doomed = await signUpUser(app);
  const survivor = await signUpUser(app);
  const enable = await app.request("/api/auth/two-factor/enable", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL, cookie: doomed.cookie },
    body: JSON.stringify({ password: doomed.credentials.password }),
  });
  expect(enable.status).toBe(200);
  expect(await countRowsOf(doomed.user.id)).toEqual({
    user: 1,
    sessions: 1,
    accounts: 1,
    profile: 1,
    subscription: 1,
    twoFactor: 1,
  });

  await db.delete(user).where(eq(user.id, doomed.user.id));

  expect(await countRowsOf(doomed.user.id)).toEqual({
    user: 0,
    sessions: 0,
    accounts: 0,
    profile: 0,
    subscription: 0,
    twoFactor: 0,
  });
  expect(await countRowsOf(survivor.user.id)).toMatchObject({ user: 1, sessions: 1, profile: 1, subscription: 1 });
  const session = await app.request("/api/auth/get-session", { headers: { cookie: doomed.cookie } });
  expect(await session.json()).toBeNull();
});
