import { expect, test } from "vitest";
import { formatPythonLoading, formatRunnerJobProgress } from "./format-runner-status";

test("Python's loading progress reads as a percentage, then as starting, then disappears", () => {
  expect(formatPythonLoading({ phase: "downloading", fraction: 0.4 })).toBe("Loading Python… 40 %");
  expect(formatPythonLoading({ phase: "downloading", fraction: 1.2 })).toBe("Loading Python… 100 %");
  expect(formatPythonLoading({ phase: "downloading", fraction: null })).toBe("Loading Python…");
  expect(formatPythonLoading({ phase: "starting", fraction: null })).toBe("Starting Python…");
  expect(formatPythonLoading({ phase: "ready", fraction: 1 })).toBeNull();
  expect(formatPythonLoading(null)).toBeNull();
});

test("a runner job reads as its place in the queue, then as being judged", () => {
  expect(formatRunnerJobProgress({ state: "queued", place: 1 })).toBe("Waiting for a runner: you are next");
  expect(formatRunnerJobProgress({ state: "queued", place: 2 })).toBe("Waiting for a runner: 1 job ahead");
  expect(formatRunnerJobProgress({ state: "queued", place: 5 })).toBe("Waiting for a runner: 4 jobs ahead");
  expect(formatRunnerJobProgress({ state: "running" })).toBe("Compiling and running on a server…");
  expect(formatRunnerJobProgress(null)).toBeNull();
});
