import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { runGeneration } from "@/server/ai/generation-guard";
import { subscriptions } from "@/server/db/schema/account";
import { setInstallSettings } from "@/server/lib/install-settings";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../../../../tests/fixtures/test-app";
import { getAiAccess } from "./subscription.service";

// FULL_ACCESS=on (AppDeps.fullAccess): every account of the install has full access, whatever its
// plan; off, the product's plans decide. The app sets the install's policy when it is built, so the
// "off" cases set it back as an app built without the setting does.

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-27T12:00:00.000Z");
const { app, db } = await createTestApp({ clock: () => now, fullAccess: true });
const fullAccess = (on: boolean) => setInstallSettings({ fullAccess: on, hasAiProvider: false });

/** A new account whose trial ended yesterday. */
async function signUpExpired() {
  const signedUp = await signUpUser(app);
  await db
    .update(subscriptions)
    .set({ trialEnd: new Date(now.getTime() - DAY_MS) })
    .where(eq(subscriptions.userId, signedUp.user.id));
  return signedUp;
}

const generateProblem = (cookie: string) =>
  app.request("/api/practice/problems", {
    method: "POST",
    headers: { cookie, origin: TEST_APP_URL, "content-type": "application/json" },
    body: JSON.stringify({ difficulty: "easy" }),
  });

test("on: an ended trial still has every feature, and the app shows full access instead of a plan", async () => {
  fullAccess(true);
  const { cookie, user } = await signUpExpired();
  expect(await getAiAccess({ db, userId: user.id, now })).toEqual({ canUseAI: true, status: "active" });
  const body = await (await app.request("/api/subscription", { headers: { cookie } })).json();
  expect(body.state).toMatchObject({ planLabel: "Full access", hasFullAccess: true, canUseAI: true });
  expect((await generateProblem(cookie)).status).toBe(201);
});

test("off: the same ended trial is refused with the upgrade code", async () => {
  fullAccess(false);
  const { cookie, user } = await signUpExpired();
  expect(await getAiAccess({ db, userId: user.id, now })).toEqual({ canUseAI: false, status: "expired" });
  const body = await (await app.request("/api/subscription", { headers: { cookie } })).json();
  expect(body.state).toMatchObject({ status: "expired", planLabel: "Free Trial", hasFullAccess: false });
  const refused = await generateProblem(cookie);
  expect(refused.status).toBe(402);
  expect((await refused.json()).error.code).toBe("AI_ACCESS_REQUIRED");
});

test("on, no plan's monthly quota applies; off, a Starter plan past its quota is refused", async () => {
  const { user } = await signUpUser(app);
  await db
    .update(subscriptions)
    .set({ status: "active", planType: "starter", currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS) })
    .where(eq(subscriptions.userId, user.id));
  const options = {
    db,
    userId: user.id,
    now,
    rateLimits: false,
    maxDurationMs: 1000,
    quota: { kind: "codingProblems" as const, countSince: async () => 50 },
  };
  fullAccess(true);
  await expect(runGeneration(options, async () => "generated")).resolves.toBe("generated");
  fullAccess(false);
  await expect(runGeneration(options, async () => "generated")).rejects.toMatchObject({ code: "QUOTA_EXCEEDED" });
});
