import { afterAll, expect, it } from "vitest";
import type { RunnerJobView, RunnerTask } from "@/shared/schemas/runner-jobs";
import { createCaller } from "../../../../tests/fixtures/api-resources";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { readLibraryProblem } from "../../../../tests/fixtures/native-judging";
import { createAppOnDatabase, TEST_APP_URL } from "../../../../tests/fixtures/test-app";
import { createTestDatabase } from "../../../../tests/fixtures/test-database";

// Runner jobs live in the database (pg-boss's tables and the job's row), not in the API process: a job queued
// before the API stops is handed out by the instance that replaces it, and its user reads the result there.

const RUNNER_TOKEN = "runner-token-for-tests-0123456789abcdef";
const database = await createTestDatabase();
afterAll(() => database.close());
const twoSum = readLibraryProblem("two-sum");

function runnerOf(app: ReturnType<typeof createAppOnDatabase>["app"]) {
  return (path: string, json: unknown) =>
    app.request(`/api/runner-jobs${path}`, {
      method: "POST",
      headers: { origin: TEST_APP_URL, "content-type": "application/json", authorization: `Bearer ${RUNNER_TOKEN}` },
      body: JSON.stringify(json),
    });
}

it("a job queued before the API stopped is handed out by the next instance, and its result read there", async () => {
  const before = createAppOnDatabase(database, { runnerToken: RUNNER_TOKEN });
  const { cookie } = await signUpUser(before.app);
  const user = createCaller(before.app, cookie);
  const { problem } = (await (await user.call("POST", "/api/practice/library/two-sum/open")).json()) as {
    problem: { id: string };
  };
  const queued = await user.call("POST", "/api/runner-jobs", {
    json: {
      problemId: problem.id,
      language: "go",
      code: "func twoSum(nums []int, target int) []int { return nil }",
      mode: "submit",
    },
  });
  expect(queued.status, await queued.clone().text()).toBe(202);
  const job = (await queued.json()) as RunnerJobView;
  await before.services.jobs?.stop();

  const after = createAppOnDatabase(database, { runnerToken: RUNNER_TOKEN });
  const runner = runnerOf(after.app);
  const claimed = await runner("/claim", { runnerId: "runner-after-restart", languages: ["go"] });
  const task = ((await claimed.json()) as { job: RunnerTask }).job;
  expect(task.id).toBe(job.id);
  const results = twoSum.tests.map((test) => ({ kind: "value", actual: test.expected, output: "", timeMs: 1 }));
  expect((await runner(`/${task.id}/result`, { judgement: { kind: "results", results } })).status).toBe(204);

  const reader = createCaller(after.app, cookie);
  const view = (await (await reader.call("GET", `/api/runner-jobs/${job.id}`)).json()) as RunnerJobView & {
    report: { verdict: string };
  };
  expect(view).toMatchObject({ state: "done", report: { verdict: "accepted" } });
  const { submissions } = (await (
    await reader.call("GET", `/api/practice/problems/${problem.id}/submissions`)
  ).json()) as {
    submissions: { language: string; verdict: string }[];
  };
  expect(submissions).toEqual([expect.objectContaining({ language: "go", verdict: "accepted" })]);
});
