import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { starStories } from "@/server/db/schema/star-stories";
import { STAR_STORY_CAP_MESSAGE, STAR_STORY_LIMITS } from "@/shared/schemas/star-stories";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../../../../tests/fixtures/test-app";

const { app, db } = await createTestApp();

const STORY = {
  title: "The flaky payments migration",
  situation: "Our payments service moved to a new database two weeks before the holiday freeze.",
  task: "I owned the cut-over and had to keep checkout up the whole time.",
  action: "I wrote a dual-write shim, compared both stores nightly and rehearsed the switch twice.",
  result: "We switched with zero failed payments, and the rehearsal became the team's migration checklist.",
  themes: ["pressure", "ownership"],
};

function send(cookie: string, method: string, path: string, body?: unknown) {
  return app.request(`/api/star-stories${path}`, {
    method,
    headers: { cookie, origin: TEST_APP_URL, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function listStories(cookie: string) {
  const response = await send(cookie, "GET", "");
  expect(response.status).toBe(200);
  return (await response.json()).stories as { id: string; title: string; themes: string[] }[];
}

async function addStory(cookie: string, body: unknown = STORY) {
  const response = await send(cookie, "POST", "", body);
  expect(response.status).toBe(201);
  return (await response.json()).story as { id: string; createdAt: string; updatedAt: string };
}

test("a story is added, listed, replaced and deleted by its owner, its themes kept in the list's order", async () => {
  const { cookie } = await signUpUser(app);
  expect(await listStories(cookie)).toEqual([]);
  const added = await addStory(cookie, { ...STORY, title: "  The flaky payments migration  " });
  expect(added).toMatchObject({ ...STORY, themes: ["ownership", "pressure"] });
  expect(added).not.toHaveProperty("userId");
  expect(await listStories(cookie)).toEqual([added]);

  const replaced = await send(cookie, "PUT", `/${added.id}`, {
    ...STORY,
    result: "Zero failed payments.",
    themes: ["failure"],
  });
  expect(replaced.status).toBe(200);
  expect((await replaced.json()).story).toMatchObject({
    id: added.id,
    result: "Zero failed payments.",
    themes: ["failure"],
  });

  expect((await send(cookie, "DELETE", `/${added.id}`)).status).toBe(204);
  expect(await listStories(cookie)).toEqual([]);
});

test("another user neither sees, replaces nor deletes the owner's story: 404, and the story is unchanged", async () => {
  const owner = await signUpUser(app);
  const other = await signUpUser(app);
  const story = await addStory(owner.cookie);
  expect(await listStories(other.cookie)).toEqual([]);
  for (const [method, body] of [
    ["PUT", { ...STORY, title: "Mine now" }],
    ["DELETE", undefined],
  ] as const) {
    const response = await send(other.cookie, method, `/${story.id}`, body);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatchObject({ code: "NOT_FOUND" });
  }
  expect(await listStories(owner.cookie)).toEqual([expect.objectContaining({ id: story.id, title: STORY.title })]);
  expect((await send(owner.cookie, "DELETE", `/${randomUUID()}`)).status).toBe(404);
});

test("each STAR part, the title and a theme are required, with a message naming what is missing", async () => {
  const { cookie } = await signUpUser(app);
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...STORY, situation: "   " }, "situation", "Write the situation."],
    [{ ...STORY, task: "" }, "task", "Write the task."],
    [{ ...STORY, action: undefined }, "action", "Action must be text."],
    [{ ...STORY, result: "" }, "result", "Write the result."],
    [{ ...STORY, title: "" }, "title", "Write the title."],
    [{ ...STORY, themes: [] }, "themes", "Choose at least one theme the story shows."],
    [{ ...STORY, themes: ["bravery"] }, "themes", "Choose themes from the list."],
    [{ ...STORY, themes: ["failure", "failure"] }, "themes", "Choose each theme once."],
    [{ ...STORY, action: "x".repeat(STAR_STORY_LIMITS.part + 1) }, "action", "Action must be at most 2000 characters."],
    [{ ...STORY, title: "x".repeat(STAR_STORY_LIMITS.title + 1) }, "title", "Title must be at most 120 characters."],
  ];
  for (const [body, field, message] of cases) {
    const response = await send(cookie, "POST", "", body);
    expect(response.status, field).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.issues).toContainEqual({ path: expect.arrayContaining([field]), message });
  }
  expect(await listStories(cookie)).toEqual([]);
});

test("a bank holds at most 50 stories: the next is refused with a message until one is deleted", async () => {
  const { cookie, user } = await signUpUser(app);
  const now = new Date();
  await db.insert(starStories).values(
    Array.from({ length: STAR_STORY_LIMITS.stories - 1 }, (_, index) => ({
      ...STORY,
      themes: ["pressure" as const],
      id: randomUUID(),
      userId: user.id,
      createdAt: new Date(now.getTime() - (100 - index) * 1000),
      updatedAt: now,
    })),
  );
  // Two adds at once with one place left: exactly one gets it.
  const statuses = await Promise.all([send(cookie, "POST", "", STORY), send(cookie, "POST", "", STORY)]);
  expect(statuses.map((response) => response.status).sort()).toEqual([201, 409]);
  const refused = await send(cookie, "POST", "", STORY);
  expect(refused.status).toBe(409);
  expect((await refused.json()).error).toEqual({ code: "CONFLICT", message: STAR_STORY_CAP_MESSAGE });
  expect(await db.$count(starStories, eq(starStories.userId, user.id))).toBe(STAR_STORY_LIMITS.stories);

  const [oldest] = await listStories(cookie);
  expect((await send(cookie, "DELETE", `/${oldest?.id}`)).status).toBe(204);
  await addStory(cookie);
});

test("without a session every story route answers 401", async () => {
  for (const [method, path] of [
    ["GET", ""],
    ["POST", ""],
    ["PUT", `/${randomUUID()}`],
    ["DELETE", `/${randomUUID()}`],
  ] as const) {
    const response = await send("", method, path, method === "POST" || method === "PUT" ? STORY : undefined);
    expect(response.status, `${method} ${path}`).toBe(401);
  }
});
