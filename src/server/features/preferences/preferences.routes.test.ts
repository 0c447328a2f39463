import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { workspacePreferences } from "@/server/db/schema/preferences";
import { DEFAULT_WORKSPACE_PREFERENCES } from "@/shared/schemas/preferences";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../../../../tests/fixtures/test-app";

const { app, db } = await createTestApp();

const DEFAULTS = DEFAULT_WORKSPACE_PREFERENCES;

function putPreferences(cookie: string, body: unknown) {
  return app.request("/api/preferences", {
    method: "PUT",
    headers: { cookie, origin: TEST_APP_URL, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function getPreferences(cookie: string) {
  const response = await app.request("/api/preferences", { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()).preferences;
}

test("a user who never saved sees the labels and the standard editor, and no row is written by reading", async () => {
  const { cookie } = await signUpUser(app);
  expect(await getPreferences(cookie)).toEqual({
    hideProblemLabels: false,
    editorFontSize: 14,
    editorKeyBindings: "default",
    editorStartsBlank: false,
  });
  expect(await db.$count(workspacePreferences)).toBe(0);
});

test("hiding the labels is stored for that user only and can be turned off again", async () => {
  const ada = await signUpUser(app);
  const grace = await signUpUser(app);
  const response = await putPreferences(ada.cookie, { ...DEFAULTS, hideProblemLabels: true });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ preferences: { ...DEFAULTS, hideProblemLabels: true } });
  expect(await getPreferences(ada.cookie)).toEqual({ ...DEFAULTS, hideProblemLabels: true });
  expect(await getPreferences(grace.cookie)).toEqual(DEFAULTS);

  await putPreferences(ada.cookie, DEFAULTS);
  expect(await getPreferences(ada.cookie)).toEqual(DEFAULTS);
});

test("saving keeps the row's other settings (when the AI notice was dismissed)", async () => {
  const { cookie, user } = await signUpUser(app);
  const dismissedAt = new Date("2026-01-02T03:04:05Z");
  await db.insert(workspacePreferences).values({ userId: user.id, aiNoticeDismissedAt: dismissedAt });
  expect((await putPreferences(cookie, { ...DEFAULTS, hideProblemLabels: true })).status).toBe(200);
  const [row] = await db.select().from(workspacePreferences).where(eq(workspacePreferences.userId, user.id));
  expect(row).toMatchObject({ hideProblemLabels: true, aiNoticeDismissedAt: dismissedAt });
});

test("anything but a boolean, a missing field or an unknown one is refused with 400 and changes nothing", async () => {
  const { cookie } = await signUpUser(app);
  await putPreferences(cookie, { ...DEFAULTS, hideProblemLabels: true });
  for (const body of [
    {},
    { hideProblemLabels: true },
    { ...DEFAULTS, hideProblemLabels: "yes" },
    { ...DEFAULTS, hideProblemLabels: null },
    { ...DEFAULTS, hideProblemLabels: false, x: 1 },
  ]) {
    const response = await putPreferences(cookie, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED", message: expect.any(String) } });
  }
  const typeError = await (await putPreferences(cookie, { ...DEFAULTS, hideProblemLabels: "yes" })).json();
  expect(typeError.error.message).toBe("Hide problem labels must be true or false");
  expect(await getPreferences(cookie)).toEqual({ ...DEFAULTS, hideProblemLabels: true });
});

test("the editor's font size, key bindings and blank-page mode are stored per user", async () => {
  const ada = await signUpUser(app);
  const grace = await signUpUser(app);
  const editor = { editorFontSize: 18, editorKeyBindings: "vim", editorStartsBlank: true };
  const response = await putPreferences(ada.cookie, { ...DEFAULTS, ...editor });
  expect(response.status).toBe(200);
  expect(await getPreferences(ada.cookie)).toEqual({ ...DEFAULTS, ...editor });
  expect(await getPreferences(grace.cookie)).toEqual(DEFAULTS);
  for (const [size, bindings] of [
    [12, "emacs"],
    [20, "default"],
  ] as const) {
    await putPreferences(ada.cookie, { ...DEFAULTS, editorFontSize: size, editorKeyBindings: bindings });
    expect(await getPreferences(ada.cookie)).toMatchObject({ editorFontSize: size, editorKeyBindings: bindings });
  }
});

test("a font size outside 12–20 px or not whole, unknown key bindings or a non-boolean blank-page mode are refused with their message", async () => {
  const { cookie } = await signUpUser(app);
  const saved = { ...DEFAULTS, editorFontSize: 16, editorKeyBindings: "emacs" };
  await putPreferences(cookie, saved);
  const fontSize = "Editor font size must be a whole number of px from 12 to 20";
  for (const [change, message] of [
    [{ editorFontSize: 11 }, fontSize],
    [{ editorFontSize: 21 }, fontSize],
    [{ editorFontSize: 14.5 }, fontSize],
    [{ editorFontSize: "16" }, fontSize],
    [{ editorKeyBindings: "nano" }, "Key bindings must be default, vim or emacs"],
    [{ editorKeyBindings: "VIM" }, "Key bindings must be default, vim or emacs"],
    [{ editorStartsBlank: "yes" }, "Blank-page mode must be true or false"],
  ] as const) {
    const response = await putPreferences(cookie, { ...saved, ...change });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: "VALIDATION_FAILED", message });
  }
  const { editorFontSize: _, ...withoutFontSize } = saved;
  expect((await putPreferences(cookie, withoutFontSize)).status).toBe(400);
  expect(await getPreferences(cookie)).toEqual(saved);
});

test("without a session both routes answer 401 and nothing is written", async () => {
  const rows = await db.$count(workspacePreferences);
  const read = await app.request("/api/preferences");
  expect(read.status).toBe(401);
  expect(await read.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  expect((await putPreferences("", DEFAULTS)).status).toBe(401);
  expect(await db.$count(workspacePreferences)).toBe(rows);
});
