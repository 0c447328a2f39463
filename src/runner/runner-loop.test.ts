import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { RunnerJobView } from "@/shared/schemas/runner-jobs";
import { createCaller } from "../../tests/fixtures/api-resources";
import { signUpUser } from "../../tests/fixtures/auth";
import { createPlainWorkspace } from "../../tests/fixtures/plain-workspace";
import { createTestApp } from "../../tests/fixtures/test-app";
import { java } from "./languages/java";
import { type RunnerOptions, serveOneJob } from "./runner-loop";

// The whole path of a runner job, in one process: a user queues Java code, the runner loop takes the job
// over HTTP with its token, judges it (here without a sandbox: the code is this file's own) and hands back
// what it saw, and the user reads the graded report.

const RUNNER_TOKEN = "runner-token-for-tests-0123456789abcdef";
const { app } = await createTestApp({ runnerToken: RUNNER_TOKEN });

const options: RunnerOptions = {
  apiUrl: "http://localhost",
  token: RUNNER_TOKEN,
  runnerId: "runner-in-process",
  languages: { java },
  createWorkspace: async () => createPlainWorkspace(),
  fetch: (input, init) => Promise.resolve(app.request(String(input), init)),
};

const TWO_SUM = `class Solution {
    public int[] twoSum(int[] nums, int target) {
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            Integer j = seen.get(target - nums[i]);
            if (j != null) return new int[] { j, i };
            seen.put(nums[i], i);
        }
        return new int[0];
    }
}`;

describe.runIf(fs.existsSync("/usr/bin/javac"))("a runner job from Submit to report", () => {
  it("judges queued Java code and the user reads Accepted; a compile error comes back with its line", async () => {
    const caller = createCaller(app, (await signUpUser(app)).cookie);
    const opened = (await (await caller.call("POST", "/api/practice/library/two-sum/open")).json()) as {
      problem: { id: string };
    };
    const submit = { problemId: opened.problem.id, language: "java", mode: "submit" };
    const queued = (await (
      await caller.call("POST", "/api/runner-jobs", { json: { ...submit, code: TWO_SUM } })
    ).json()) as RunnerJobView;
    expect(await serveOneJob(options)).toBe("served");
    const done = (await (await caller.call("GET", `/api/runner-jobs/${queued.id}`)).json()) as {
      state: string;
      report: { verdict: string; passed: number; total: number };
    };
    expect(done.state).toBe("done");
    expect(done.report.verdict).toBe("accepted");
    expect(done.report.passed).toBe(done.report.total);

    const broken = TWO_SUM.replace("return new int[0];", "return new int[0]");
    const second = (await (
      await caller.call("POST", "/api/runner-jobs", { json: { ...submit, code: broken } })
    ).json()) as RunnerJobView;
    await serveOneJob(options);
    const failed = (await (await caller.call("GET", `/api/runner-jobs/${second.id}`)).json()) as {
      report: { verdict: string; compileError: { line: number } };
    };
    expect(failed.report.verdict).toBe("compile_error");
    expect(failed.report.compileError.line).toBe(9);
  });
});
