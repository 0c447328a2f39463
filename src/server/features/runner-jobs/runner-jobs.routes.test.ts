import { describe, expect, it } from "vitest";
import type { RunnerJobView, RunnerTask } from "@/shared/schemas/runner-jobs";
import { createCaller } from "../../../../tests/fixtures/api-resources";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { readLibraryProblem } from "../../../../tests/fixtures/native-judging";
import { createTestApp, TEST_APP_URL } from "../../../../tests/fixtures/test-app";

const RUNNER_TOKEN = "runner-token-for-tests-0123456789abcdef";
const { createLogger } = await import("@/server/lib/logger");
const { app } = await createTestApp({ runnerToken: RUNNER_TOKEN, logger: createLogger("error") });
const twoSum = readLibraryProblem("two-sum");

async function signUpWithProblem() {
  const caller = createCaller(app, (await signUpUser(app)).cookie);
  const opened = await caller.call("POST", "/api/practice/library/two-sum/open");
  const { problem } = (await opened.json()) as { problem: { id: string } };
  return { ...caller, problemId: problem.id };
}

const runner = (path: string, json: unknown, token = RUNNER_TOKEN) =>
  app.request(`/api/runner-jobs${path}`, {
    method: "POST",
    headers: { origin: TEST_APP_URL, "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(json),
  });

async function claim(): Promise<RunnerTask> {
  const response = await runner("/claim", { runnerId: "runner-one", languages: ["java", "cpp"] });
  expect(response.status).toBe(200);
  return ((await response.json()) as { job: RunnerTask }).job;
}

const answersOf = (expected: unknown[]) => ({
  judgement: { kind: "results", results: expected.map((actual) => ({ kind: "value", actual, output: "", timeMs: 1 })) },
});

/** A Submit's job is stored as a submission by the API itself, and its first Accepted solves the problem. */
async function expectStoredSubmission(user: Awaited<ReturnType<typeof signUpWithProblem>>, view: RunnerJobView) {
  const base = `/api/practice/problems/${user.problemId}`;
  const { submissions } = (await (await user.call("GET", `${base}/submissions`)).json()) as {
    submissions: { id: string; language: string; verdict: string }[];
  };
  expect(submissions).toEqual([
    expect.objectContaining({
      id: (view as { submissionId?: string }).submissionId,
      language: "java",
      verdict: "accepted",
    }),
  ]);
  const { problem } = (await (await user.call("GET", base)).json()) as { problem: { solveSeconds: number | null } };
  expect(problem.solveSeconds).toBe(95);
  // The browser's route never stores a runner's language: only the API's own grading does.
  const forged = await user.call("POST", `${base}/submissions`, {
    json: { language: "java", code: "x", verdict: "accepted", passed: 1, total: 1, runtimeMs: 1 },
  });
  expect(forged.status).toBe(400);
}

describe("runner jobs", () => {
  it("queues a job with its place, hands it to a runner without the expected values, and grades what came back", async () => {
    const ada = await signUpWithProblem();
    const bob = await signUpWithProblem();
    const submit = { language: "java", code: "class Solution {}", mode: "submit", elapsedSeconds: 95 };
    const first = await ada.call("POST", "/api/runner-jobs", { json: { ...submit, problemId: ada.problemId } });
    expect(first.status).toBe(202);
    const adaJob = (await first.json()) as RunnerJobView;
    expect(adaJob).toMatchObject({ state: "queued", place: 1 });
    const second = await bob.call("POST", "/api/runner-jobs", { json: { ...submit, problemId: bob.problemId } });
    expect(await second.json()).toMatchObject({ state: "queued", place: 2 });

    const task = await claim();
    expect(task.id).toBe(adaJob.id);
    expect(task.inputs).toEqual(twoSum.tests.map((test) => test.input));
    expect(JSON.stringify(task)).not.toContain("expected");
    expect(await (await ada.call("GET", `/api/runner-jobs/${adaJob.id}`)).json()).toEqual({
      id: adaJob.id,
      state: "running",
    });
    expect(await (await ada.call("GET", "/api/runner-jobs/languages")).json()).toEqual({ available: ["java", "cpp"] });

    const done = await runner(`/${task.id}/result`, answersOf(twoSum.tests.map((test) => test.expected)));
    expect(done.status).toBe(204);
    const view = (await (await ada.call("GET", `/api/runner-jobs/${adaJob.id}`)).json()) as RunnerJobView & {
      report: { verdict: string; passed: number };
    };
    expect(view.state).toBe("done");
    expect(view.report).toMatchObject({ verdict: "accepted", passed: twoSum.tests.length });
    await expectStoredSubmission(ada, view);

    // Bob's job moved up; a wrong answer is graded as one, and Bob cannot read Ada's job.
    const bobsTask = await claim();
    await runner(`/${bobsTask.id}/result`, answersOf(twoSum.tests.map(() => [9, 9])));
    const bobs = (await (await bob.call("GET", `/api/runner-jobs/${bobsTask.id}`)).json()) as {
      report: { verdict: string };
    };
    expect(bobs.report.verdict).toBe("wrong_answer");
    expect((await bob.call("GET", `/api/runner-jobs/${adaJob.id}`)).status).toBe(404);
  });

  it("runs the chosen examples and custom inputs, and refuses an input that does not fit, queueing nothing", async () => {
    const ada = await signUpWithProblem();
    const run = { problemId: ada.problemId, language: "go", code: "func twoSum() {}", mode: "run" };
    const bad = await ada.call("POST", "/api/runner-jobs", {
      json: { ...run, testIndexes: [0], customInputs: [["x"]] },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: "VALIDATION_FAILED", message: expect.stringContaining("Custom input 1") },
    });
    const ok = await ada.call("POST", "/api/runner-jobs", {
      json: { ...run, testIndexes: [0, 1], customInputs: [[[1, 2], 3]] },
    });
    expect(ok.status).toBe(202);
    const response = await runner("/claim", { runnerId: "runner-go", languages: ["go"] });
    const { job } = (await response.json()) as { job: RunnerTask };
    expect(job.inputs).toEqual([twoSum.tests[0]?.input, twoSum.tests[1]?.input, [[1, 2], 3]]);
    expect(job.language).toBe("go");
  });
});

describe("runner jobs: fairness and access", () => {
  it("hands a runner of several languages the oldest job of all, whatever its language", async () => {
    const ada = await signUpWithProblem();
    const job = { problemId: ada.problemId, code: "x", mode: "submit" };
    const go = (await (await ada.call("POST", "/api/runner-jobs", { json: { ...job, language: "go" } })).json()) as {
      id: string;
    };
    await ada.call("POST", "/api/runner-jobs", { json: { ...job, language: "java" } });
    const response = await runner("/claim", { runnerId: "runner-all", languages: ["java", "cpp", "go"] });
    expect(((await response.json()) as { job: RunnerTask }).job).toMatchObject({ id: go.id, language: "go" });
    const next = await runner("/claim", { runnerId: "runner-all", languages: ["java", "cpp", "go"] });
    expect(((await next.json()) as { job: RunnerTask }).job.language).toBe("java");
  });

  it("lets one user have three jobs waiting, no more", async () => {
    const ada = await signUpWithProblem();
    const job = { problemId: ada.problemId, language: "cpp", code: "class Solution {};", mode: "submit" };
    for (let index = 0; index < 3; index++)
      expect((await ada.call("POST", "/api/runner-jobs", { json: job })).status).toBe(202);
    const fourth = await ada.call("POST", "/api/runner-jobs", { json: job });
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({
      error: { code: "RATE_LIMITED", message: "You have 3 runs waiting. Wait for one to finish." },
    });
  });

  it("answers a runner without the token, or with another, 401", async () => {
    for (const token of ["", "not-the-runner-token-at-all-0123456789"]) {
      expect((await runner("/claim", { runnerId: "runner-one", languages: ["java"] }, token)).status).toBe(401);
    }
  });
});
