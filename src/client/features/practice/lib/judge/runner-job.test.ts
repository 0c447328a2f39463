import { beforeEach, expect, test, vi } from "vitest";
import { ApiError } from "@/client/lib/api-client";
import type { RunnerJobView } from "@/shared/schemas/runner-jobs";

const api = vi.hoisted(() => ({ createRunnerJob: vi.fn(), getRunnerJob: vi.fn() }));
vi.mock("../../api/runner-jobs", () => api);
const { judgeOnRunner } = await import("./runner-job");

const report = { verdict: "accepted", passed: 1, total: 1, tests: [] };
const input = { problemId: "p1", language: "java", code: "class Solution {}", mode: "submit" } as const;
const noWait = () => Promise.resolve();

beforeEach(() => {
  api.createRunnerJob.mockReset();
  api.getRunnerJob.mockReset();
});

function answer(...views: (RunnerJobView | Error)[]) {
  for (const view of views) {
    if (view instanceof Error) api.getRunnerJob.mockRejectedValueOnce(view);
    else api.getRunnerJob.mockResolvedValueOnce(view);
  }
}

test("follows a job from its place in the queue to its report, saying each step", async () => {
  api.createRunnerJob.mockResolvedValue({ id: "j1", state: "queued", place: 2 });
  answer({ id: "j1", state: "queued", place: 1 }, { id: "j1", state: "running" }, {
    id: "j1",
    state: "done",
    report,
    submissionId: "s1",
  } as RunnerJobView);
  const progress: unknown[] = [];
  const result = await judgeOnRunner(input, { onProgress: (step) => progress.push(step), sleep: noWait });
  expect(result).toEqual({ report, submissionId: "s1" });
  expect(progress).toEqual([
    { id: "j1", state: "queued", place: 2 },
    { id: "j1", state: "queued", place: 1 },
    { id: "j1", state: "running" },
  ]);
});

test("a lookup that fails on the way is tried again; a failed job rejects with its message", async () => {
  api.createRunnerJob.mockResolvedValue({ id: "j2", state: "running" });
  answer(new TypeError("Failed to fetch"), new ApiError(503, "SERVICE_UNAVAILABLE", "Down"), {
    id: "j2",
    state: "failed",
    message: "No runner could finish this job. Please try again.",
  });
  await expect(judgeOnRunner(input, { onProgress: () => {}, sleep: noWait })).rejects.toThrow(
    "No runner could finish this job. Please try again.",
  );
  expect(api.getRunnerJob).toHaveBeenCalledTimes(3);
});

test("a refused job or a job that is gone rejects at once with the server's message", async () => {
  api.createRunnerJob.mockRejectedValue(new ApiError(429, "RATE_LIMITED", "You have 3 runs waiting."));
  await expect(judgeOnRunner(input, { onProgress: () => {}, sleep: noWait })).rejects.toThrow("3 runs waiting");
  api.createRunnerJob.mockResolvedValue({ id: "j3", state: "queued", place: 1 });
  answer(new ApiError(404, "NOT_FOUND", "No such job."));
  await expect(judgeOnRunner(input, { onProgress: () => {}, sleep: noWait })).rejects.toThrow("No such job.");
  expect(api.getRunnerJob).toHaveBeenCalledTimes(1);
});
