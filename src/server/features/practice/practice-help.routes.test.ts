import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { createLibraryProvider } from "@/server/ai/library-provider";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import type { Library } from "@/server/content/load-library";
import type { Problem } from "@/shared/schemas/practice";
import type { EditorialProgress } from "@/shared/schemas/solving";
import {
  type Caller,
  createSwitchableProvider,
  makeLibraryProblem,
  setSubscription,
  signUpCaller,
} from "../../../../tests/fixtures/ai-fixtures";
import { startFakeOpenAi } from "../../../../tests/fixtures/fake-openai";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// Help past the hints: the editorial opens a section at a time (never the unopened ones), all of it once
// solved or given up; with an AI provider the tutor asks about the user's code and never answers with code.

const EDITORIAL = [
  "## Intuition\nLook at the first value.",
  "## Brute force\nScan everything.\n\n```python\ndef solve(nums):\n    return nums[0]\n```",
  "## Optimal approach\n1. Return `nums[0]`.",
  "## Complexity\n- **Time: O(n)** — the input is read.\n- **Space: O(1)** — nothing stored.",
  "## Pitfalls and edge cases\n- One element.",
  "## Dry run\n`nums = [1]` gives 1.",
].join("\n\n");
const libraryContent: Library = {
  problems: [makeLibraryProblem("first-value", { editorial: EDITORIAL })],
  interviewQuestions: [],
  scenarios: [],
};
const fake = await startFakeOpenAi();
afterAll(() => fake.close());
const library = createLibraryProvider({ library: libraryContent });
const openai = createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "k", model: "gpt-4", timeoutMs: 2_000 });
const provider = createSwitchableProvider(library);
const { app, db } = await createTestApp({ ai: provider.ai, library: async () => libraryContent });
beforeEach(() => {
  provider.use(library);
  fake.requests.length = 0;
});

async function generate(caller: Caller): Promise<Problem> {
  provider.use(library);
  const response = await caller.call("POST", "/api/practice/problems", {});
  expect(response.status).toBe(201);
  return ((await response.json()) as { problem: Problem }).problem;
}

const editorialPath = (id: string) => `/api/practice/problems/${id}/editorial`;
const readEditorial = async (response: Response) =>
  ((await response.json()) as { editorial: EditorialProgress }).editorial;

describe("the editorial, a section at a time", () => {
  test("opens only after every hint, one section more each time, and never closes one", async () => {
    const caller = await signUpCaller(app);
    const { id } = await generate(caller);
    const before = await readEditorial(await caller.call("GET", editorialPath(id)));
    expect(before).toMatchObject({ revealed: 0, sections: [], canReveal: false });
    expect(before.titles).toEqual([
      "Intuition",
      "Brute force",
      "Optimal approach",
      "Complexity",
      "Pitfalls and edge cases",
      "Dry run",
    ]);
    const early = await caller.call("POST", editorialPath(id), { revealed: 1 });
    expect(early.status).toBe(409);
    expect(JSON.stringify(await early.json())).toContain("Show all the hints first");

    await caller.call("PUT", `/api/practice/problems/${id}/hints`, { revealed: 3 });
    const first = await readEditorial(await caller.call("POST", editorialPath(id), { revealed: 1 }));
    expect(first.sections.map((section) => section.title)).toEqual(["Intuition"]);
    expect(JSON.stringify(first)).not.toContain("Scan everything");
    const second = await readEditorial(await caller.call("POST", editorialPath(id), { revealed: 2 }));
    expect(second.sections.map((section) => section.title)).toEqual(["Intuition", "Brute force"]);
    // A late request from another tab does not close a section.
    expect((await readEditorial(await caller.call("POST", editorialPath(id), { revealed: 1 }))).revealed).toBe(2);
    expect((await readEditorial(await caller.call("GET", editorialPath(id)))).sections).toHaveLength(2);
  });

  test("is whole once given up, and in the solution too", async () => {
    const caller = await signUpCaller(app);
    const { id } = await generate(caller);
    const solution = await (await caller.call("POST", `/api/practice/problems/${id}/give-up`)).json();
    expect(solution.solution.editorial.map((section: { id: string }) => section.id)).toEqual([
      "intuition",
      "brute-force",
      "optimal-approach",
      "complexity",
      "pitfalls",
      "dry-run",
    ]);
    const whole = await readEditorial(await caller.call("GET", editorialPath(id)));
    expect(whole.sections).toHaveLength(6);
    expect(whole.revealed).toBe(0);
  });

  test("bad counts get a clear message and change nothing; another user's problem is not found", async () => {
    const caller = await signUpCaller(app);
    const { id } = await generate(caller);
    await caller.call("PUT", `/api/practice/problems/${id}/hints`, { revealed: 3 });
    for (const revealed of [0, 7, 1.5, "2"]) {
      const response = await caller.call("POST", editorialPath(id), { revealed });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toMatch(/revealed must/);
    }
    expect((await readEditorial(await caller.call("GET", editorialPath(id)))).revealed).toBe(0);
    const stranger = await signUpCaller(app);
    expect((await stranger.call("GET", editorialPath(id))).status).toBe(404);
    expect((await stranger.call("POST", editorialPath(id), { revealed: 1 })).status).toBe(404);
  });
});

describe("the tutor", () => {
  const ask = (caller: Caller, id: string, text: string) =>
    caller.call("POST", `/api/practice/problems/${id}/tutor`, {
      language: "python",
      code: "def solve(nums):\n    return nums[-1]",
      turns: [{ role: "user", text }],
    });

  test("asks about the user's code, after the hints, and any code it writes is taken out", async () => {
    const caller = await signUpCaller(app);
    const { id } = await generate(caller);
    provider.use(openai);
    expect((await ask(caller, id, "Why is it wrong?")).status).toBe(409);
    await caller.call("PUT", `/api/practice/problems/${id}/hints`, { revealed: 3 });
    fake.enqueue({
      content: JSON.stringify({
        reply: "Which element does line 2 return for [4, 9]?\n```python\nreturn nums[0]\n```\nWhich one should it be?",
      }),
    });
    const response = await ask(caller, id, "Why is it wrong?");
    expect(response.status).toBe(200);
    const { reply } = (await response.json()) as { reply: string };
    expect(reply).toBe("Which element does line 2 return for [4, 9]?\n\nWhich one should it be?");
    const prompt = JSON.stringify(fake.requests[0]?.body);
    expect(prompt).toContain("return nums[-1]");
    expect(prompt).toContain("Never write code");
    expect(prompt).toContain("Why is it wrong?");
  });

  test("a reply of nothing but code fails; it needs AI access; the library has no tutor", async () => {
    const caller = await signUpCaller(app);
    const { id } = await generate(caller);
    await caller.call("PUT", `/api/practice/problems/${id}/hints`, { revealed: 3 });
    provider.use(openai);
    fake.enqueue({ content: JSON.stringify({ reply: "```python\ndef solve(nums):\n    return nums[0]\n```" }) });
    const onlyCode = await ask(caller, id, "Just tell me");
    expect(onlyCode.status).toBe(502);
    expect(JSON.stringify(await onlyCode.json())).toContain("The tutor could not answer");
    await setSubscription(db, caller.userId, { status: "expired" });
    expect((await ask(caller, id, "Help")).status).toBe(402);
    provider.use(library);
    const none = await ask(caller, id, "Help");
    expect(none.status).toBe(409);
    expect(JSON.stringify(await none.json())).toContain("needs an AI model");
  });

  test("bad input is refused with a clear message", async () => {
    const caller = await signUpCaller(app);
    const { id } = await generate(caller);
    const path = `/api/practice/problems/${id}/tutor`;
    const base = { language: "python", code: "" };
    const cases: [unknown, string][] = [
      [{ ...base, turns: [] }, "Write a message first."],
      [{ ...base, turns: [{ role: "tutor", text: "Hi" }] }, "The last message must be yours."],
      [{ ...base, turns: [{ role: "user", text: "x".repeat(1001) }] }, "under 1,000 characters"],
      [{ ...base, language: "ruby", turns: [{ role: "user", text: "Hi" }] }, "language"],
    ];
    for (const [body, message] of cases) {
      const response = await caller.call("POST", path, body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
  });
});
