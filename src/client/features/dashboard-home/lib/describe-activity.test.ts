import { expect, test } from "vitest";
import { formatRelativeTime } from "@/client/lib/format-relative-time";
import { getAiLabels } from "@/shared/ai-labels";
import { describeActivity } from "./describe-activity";

const LABELS = getAiLabels(false);

test("each activity kind reads as a sentence, with the subject's title when known", () => {
  expect(describeActivity({ kind: "signed_up", details: {} }, getAiLabels(true))).toBe(
    "Welcome to PrepPilot! Your AI-powered interview preparation journey begins now.",
  );
  expect(describeActivity({ kind: "signed_up", details: {} }, getAiLabels(false))).toBe(
    "Welcome to PrepPilot! Your interview preparation journey begins now.",
  );
  expect(describeActivity({ kind: "problem_solved", details: { title: "Two Sum" } }, LABELS)).toBe(
    "Solved the coding problem “Two Sum”",
  );
  expect(describeActivity({ kind: "problem_started", details: {} }, LABELS)).toBe("Started a coding problem");
  expect(describeActivity({ kind: "review_done", details: { title: "Two Sum" } }, LABELS)).toBe("Reviewed “Two Sum”");
  expect(
    describeActivity({ kind: "interview_completed", details: { interviewType: "system-design", score: 8 } }, LABELS),
  ).toBe("Completed a system design mock interview (score 8)");
  expect(describeActivity({ kind: "design_reviewed", details: { title: "URL Shortener", score: 3.4 } }, LABELS)).toBe(
    "Got the automatic review of your design for “URL Shortener” (score 3.4)",
  );
  expect(describeActivity({ kind: "design_ai_reviewed", details: {} }, LABELS)).toBe("Got the AI review of a design");
  expect(describeActivity({ kind: "concept_studied", details: { title: "CAP Theorem" } }, LABELS)).toBe(
    "Studied the system design concept “CAP Theorem”",
  );
});

test("relative times count back from now in the largest whole unit", () => {
  const now = new Date("2025-03-12T12:00:00Z");
  expect(formatRelativeTime(new Date("2025-03-12T11:59:30Z"), now)).toBe("just now");
  expect(formatRelativeTime(new Date("2025-03-12T11:55:00Z"), now)).toBe("5 minutes ago");
  expect(formatRelativeTime(new Date("2025-03-11T11:00:00Z"), now)).toBe("yesterday");
  expect(formatRelativeTime(new Date("2025-02-26T12:00:00Z"), now)).toBe("2 weeks ago");
});
