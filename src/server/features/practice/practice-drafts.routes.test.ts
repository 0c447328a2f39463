import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { problemDrafts } from "@/server/db/schema/practice";
import { CODE_MAX_BYTES } from "@/shared/judge/limits";
import type { ProblemDetail, ProblemWork } from "@/shared/schemas/solving";
import { signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { NOW, problemPath, readJson, setUpSolvingTests } from "../../../../tests/fixtures/solving-fixtures";

// What the user keeps while solving a practice problem: drafts per language, notes and the timer, their
// limits, their place in the data export, and another user's problem left untouched.

const { app, db, clock, generate } = await setUpSolvingTests();

test("drafts are saved per language and restored with the last language used", async () => {
  const user = await signUpCaller(app);
  const { call } = user;
  const problem = await generate(user);
  const empty = await readJson<{ work: ProblemWork }>(await call("GET", problemPath(problem.id, "/work")));
  expect(empty).toEqual({
    work: { language: null, drafts: [], repetitionDrafts: [], notes: "", elapsedSeconds: 0, updatedAt: null },
  });

  const saved = await call("PUT", problemPath(problem.id, "/drafts/python"), { code: "def solve(nums):\n  pass" });
  expect(saved.status).toBe(200);
  expect(await saved.json()).toEqual({
    draft: { language: "python", code: "def solve(nums):\n  pass", updatedAt: NOW.toISOString() },
  });
  clock.now = new Date(NOW.getTime() + 1000);
  await call("PUT", problemPath(problem.id, "/drafts/javascript"), { code: "function solve() {}" });
  clock.now = new Date(NOW.getTime() + 2000);
  await call("PUT", problemPath(problem.id, "/drafts/javascript"), { code: "function solve(nums) { return 1; }" });

  const { work } = await readJson<{ work: ProblemWork }>(await call("GET", problemPath(problem.id, "/work")));
  expect(work).toEqual({
    language: "javascript",
    drafts: [
      { language: "javascript", code: "function solve(nums) { return 1; }", updatedAt: clock.now.toISOString() },
      { language: "python", code: "def solve(nums):\n  pass", updatedAt: NOW.toISOString() },
    ],
    repetitionDrafts: [],
    notes: "",
    elapsedSeconds: 0,
    updatedAt: clock.now.toISOString(),
  });

  // Picking a language without typing makes it the last one too.
  const picked = await readJson<{ work: ProblemWork }>(
    await call("PATCH", problemPath(problem.id, "/work"), { language: "typescript" }),
  );
  expect(picked.work).toMatchObject({ language: "typescript", drafts: work.drafts });
});

test("code over 64 KB answers 413 CODE_TOO_LARGE and saves nothing; exactly 64 KB is saved", async () => {
  const user = await signUpCaller(app);
  const { userId, call } = user;
  const problem = await generate(user);
  // "é" is two bytes in UTF-8: the limit counts bytes, not characters.
  const tooLarge = await call("PUT", problemPath(problem.id, "/drafts/javascript"), {
    code: `${"é".repeat(CODE_MAX_BYTES / 2)}x`,
  });
  expect(tooLarge.status).toBe(413);
  expect(await tooLarge.json()).toEqual({ error: { code: "CODE_TOO_LARGE", message: "Code is limited to 64 KB." } });
  expect(await db.$count(problemDrafts, eq(problemDrafts.userId, userId))).toBe(0);
  const { work } = await readJson<{ work: ProblemWork }>(await call("GET", problemPath(problem.id, "/work")));
  expect(work.language).toBeNull();

  // Newlines double in JSON: the body is larger than 64 KB, the code is not.
  const largest = "\n".repeat(CODE_MAX_BYTES);
  expect((await call("PUT", problemPath(problem.id, "/drafts/javascript"), { code: largest })).status).toBe(200);
  expect(await db.$count(problemDrafts, eq(problemDrafts.userId, userId))).toBe(1);
});

test("an unknown language and bad work values answer 400 naming the field", async () => {
  const user = await signUpCaller(app);
  const { call } = user;
  const problem = await generate(user);
  const unknown = await call("PUT", problemPath(problem.id, "/drafts/ruby"), { code: "puts 1" });
  expect(unknown.status).toBe(400);
  expect(await unknown.json()).toMatchObject({
    error: { code: "VALIDATION_FAILED", issues: [{ path: ["language"] }] },
  });
  const cases = [
    [{ language: "ruby" }, "language", "Language must be one of: javascript, typescript, python, java, cpp, go"],
    [{ notes: "n".repeat(20_001) }, "notes", "Notes are limited to 20,000 characters."],
    [{ elapsedSeconds: -1 }, "elapsedSeconds", "Elapsed time cannot be negative"],
    [{ elapsedSeconds: 1.5 }, "elapsedSeconds", "Elapsed time must be a whole number of seconds"],
    [{ elapsedSeconds: 86_400 * 7 + 1 }, "elapsedSeconds", "Elapsed time must be at most 604800 seconds"],
  ] as const;
  for (const [body, field, message] of cases) {
    const response = await call("PATCH", problemPath(problem.id, "/work"), body);
    expect(response.status, field).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "VALIDATION_FAILED", message, issues: [{ path: [field], message }] },
    });
  }
  expect((await call("PUT", problemPath(problem.id, "/drafts/python"), { code: 42 })).status).toBe(400);
  const { work } = await readJson<{ work: ProblemWork }>(await call("GET", problemPath(problem.id, "/work")));
  expect(work).toMatchObject({ language: null, notes: "", elapsedSeconds: 0, drafts: [] });
});

test("notes and the timer are saved, and the notes and drafts are in the data export", async () => {
  const user = await signUpCaller(app);
  const { call, cookie } = user;
  const problem = await generate(user);
  const notes = "Two pointers? Sort first.\n- try a hash map";
  const response = await call("PATCH", problemPath(problem.id, "/work"), { notes, elapsedSeconds: 754 });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    work: {
      language: null,
      drafts: [],
      repetitionDrafts: [],
      notes,
      elapsedSeconds: 754,
      updatedAt: NOW.toISOString(),
    },
  });
  // What is left out stays as it was; the full 20,000 characters fit.
  clock.now = new Date(NOW.getTime() + 5000);
  await call("PATCH", problemPath(problem.id, "/work"), { elapsedSeconds: 760 });
  const { work } = await readJson<{ work: ProblemWork }>(await call("GET", problemPath(problem.id, "/work")));
  expect(work).toMatchObject({ notes, elapsedSeconds: 760, updatedAt: clock.now.toISOString() });
  expect((await call("PATCH", problemPath(problem.id, "/work"), { notes: "n".repeat(20_000) })).status).toBe(200);
  await call("PATCH", problemPath(problem.id, "/work"), { notes });
  await call("PUT", problemPath(problem.id, "/drafts/typescript"), { code: "const draftInExport = 1;" });

  const exported = await app.request("/api/privacy/export", { headers: { cookie } });
  expect(exported.status).toBe(200);
  const text = await exported.text();
  const data = JSON.parse(text);
  expect(data.otherData.problem_workspaces).toMatchObject([{ problemId: problem.id, notes, elapsedSeconds: 760 }]);
  expect(data.otherData.problem_drafts).toMatchObject([{ language: "typescript", code: "const draftInExport = 1;" }]);
  expect(data.otherData.practice_problems).toMatchObject([{ id: problem.id }]);
  expect(text).not.toContain("the reference");
});

test("another user's problem answers 404 on every new route and is left untouched", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  const problem = await generate(owner);
  await owner.call("PUT", problemPath(problem.id, "/drafts/javascript"), { code: "mine" });
  await owner.call("PATCH", problemPath(problem.id, "/work"), { notes: "my notes" });
  const submitted = await owner.call("POST", problemPath(problem.id, "/submissions"), {
    language: "javascript",
    code: "mine",
    verdict: "wrong_answer",
    passed: 3,
    total: 10,
    runtimeMs: 4,
  });
  expect(submitted.status).toBe(201);
  const { submission } = await readJson<{ submission: { id: string } }>(submitted);

  const requests = [
    ["GET", "/judge"],
    ["GET", "/work"],
    ["PATCH", "/work", { notes: "theirs" }],
    ["PUT", "/drafts/javascript", { code: "theirs" }],
    [
      "POST",
      "/submissions",
      { language: "javascript", code: "theirs", verdict: "accepted", passed: 10, total: 10, runtimeMs: 1 },
    ],
    ["GET", "/submissions"],
    ["GET", `/submissions/${submission.id}`],
    ["GET", "/solution"],
    ["POST", "/give-up"],
  ] as const;
  for (const [method, rest, body] of requests) {
    const response = await other.call(method, problemPath(problem.id, rest), body);
    expect(response.status, `${method} ${rest}`).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  }
  // A submission is reached only through its own problem, even by its owner.
  const otherProblem = await generate(other);
  expect((await other.call("GET", problemPath(otherProblem.id, `/submissions/${submission.id}`))).status).toBe(404);

  const { work } = await readJson<{ work: ProblemWork }>(await owner.call("GET", problemPath(problem.id, "/work")));
  expect(work).toMatchObject({ notes: "my notes", drafts: [{ code: "mine" }] });
  const { problem: detail } = await readJson<{ problem: ProblemDetail }>(
    await owner.call("GET", problemPath(problem.id)),
  );
  expect(detail).toMatchObject({ solvedAt: null, gaveUpAt: null });
});
