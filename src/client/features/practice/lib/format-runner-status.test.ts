import { expect, test } from "vitest";
import { formatPythonLoading } from "./format-runner-status";

test("Python's loading progress reads as a percentage, then as starting, then disappears", () => {
  expect(formatPythonLoading({ phase: "downloading", fraction: 0.4 })).toBe("Loading Python… 40 %");
  expect(formatPythonLoading({ phase: "downloading", fraction: 1.2 })).toBe("Loading Python… 100 %");
  expect(formatPythonLoading({ phase: "downloading", fraction: null })).toBe("Loading Python…");
  expect(formatPythonLoading({ phase: "starting", fraction: null })).toBe("Starting Python…");
  expect(formatPythonLoading({ phase: "ready", fraction: 1 })).toBeNull();
  expect(formatPythonLoading(null)).toBeNull();
});
