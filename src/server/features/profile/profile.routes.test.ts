import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { userProfiles } from "@/server/db/schema/account";
import { user as users } from "@/server/db/schema/auth";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../../../../tests/fixtures/test-app";

const now = new Date("2025-03-10T12:00:00.000Z");
const { app, db } = await createTestApp({ clock: () => now });

const blank = { fullName: "", phone: "", location: "", bio: "" };

function putProfile(cookie: string, body: unknown) {
  return app.request("/api/profile", {
    method: "PUT",
    headers: { cookie, origin: TEST_APP_URL, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function getProfile(cookie: string) {
  const response = await app.request("/api/profile", { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json();
}

test("reading creates a missing profile named after the account, with the email and the initials picture", async () => {
  const { user, cookie } = await signUpUser(app, { name: "Ada Lovelace" });
  await db.delete(userProfiles).where(eq(userProfiles.id, user.id));
  expect(await getProfile(cookie)).toEqual({
    profile: expect.objectContaining({ id: user.id, fullName: "Ada Lovelace", phone: null, avatarUrl: null }),
    email: user.email,
    avatarUrl: "/api/avatars/initials?name=Ada%20Lovelace",
  });
  expect(await db.$count(userProfiles, eq(userProfiles.id, user.id))).toBe(1);
});

test("the provider's picture comes before the initials, an uploaded picture before both", async () => {
  const { user, cookie } = await signUpUser(app);
  await db.update(users).set({ image: "https://avatars.example.com/ada.png" }).where(eq(users.id, user.id));
  expect((await getProfile(cookie)).avatarUrl).toBe("https://avatars.example.com/ada.png");
  await db
    .update(userProfiles)
    .set({ avatarUrl: `/api/avatars/${user.id}?v=1` })
    .where(eq(userProfiles.id, user.id));
  expect((await getProfile(cookie)).avatarUrl).toBe(`/api/avatars/${user.id}?v=1`);
});

test("saving trims the fields, stores updated_at, returns the saved row and renames the account", async () => {
  const { user, cookie } = await signUpUser(app, { name: "Ada Lovelace" });
  const response = await putProfile(cookie, {
    fullName: "  Augusta Ada King ",
    phone: " +44 20 7946 0958 ",
    location: " London ",
    bio: "  Wrote the first program.  ",
  });
  expect(response.status).toBe(200);
  const saved = await response.json();
  expect(saved.profile).toMatchObject({
    id: user.id,
    fullName: "Augusta Ada King",
    phone: "+44 20 7946 0958",
    location: "London",
    bio: "Wrote the first program.",
    updatedAt: now.toISOString(),
  });
  expect(saved.avatarUrl).toBe("/api/avatars/initials?name=Augusta%20Ada%20King");
  expect(await getProfile(cookie)).toEqual(saved);
  const [account] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
  expect(account?.name).toBe("Augusta Ada King");
});

test("an empty full name clears the profile's name but keeps the account's", async () => {
  const { user, cookie } = await signUpUser(app, { name: "Ada Lovelace" });
  const saved = await (await putProfile(cookie, { ...blank, fullName: "   " })).json();
  expect(saved.profile).toMatchObject({ fullName: null, phone: null, location: null, bio: null });
  expect(saved.avatarUrl).toBe("/api/avatars/initials?name=Ada%20Lovelace");
  const [account] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
  expect(account?.name).toBe("Ada Lovelace");
});

test("over-long fields and missing fields are refused and change nothing", async () => {
  const { user, cookie } = await signUpUser(app, { name: "Ada Lovelace" });
  const cases = [
    [{ ...blank, fullName: "x".repeat(101) }, "Full name must be at most 100 characters"],
    [{ ...blank, phone: "1".repeat(41) }, "Phone number must be at most 40 characters"],
    [{ ...blank, location: "x".repeat(101) }, "Location must be at most 100 characters"],
    [{ ...blank, bio: "x".repeat(1001) }, "Bio must be at most 1000 characters"],
  ] as const;
  for (const [body, message] of cases) {
    const response = await putProfile(cookie, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED", message } });
  }
  expect((await putProfile(cookie, { fullName: "Ada" })).status).toBe(400);
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, user.id));
  expect(profile?.fullName).toBe("Ada Lovelace");
  // Exactly at the caps is fine.
  expect(
    (
      await putProfile(cookie, {
        fullName: "x".repeat(100),
        phone: "1".repeat(40),
        location: "",
        bio: "b".repeat(1000),
      })
    ).status,
  ).toBe(200);
});
