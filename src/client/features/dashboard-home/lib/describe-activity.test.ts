import { expect, test } from "vitest";
import { formatRelativeTime } from "@/client/lib/format-relative-time";
import { describeActivity, getSkillLevel } from "./describe-activity";

test("each activity kind reads as a sentence, with the subject's title when known", () => {
  expect(describeActivity({ kind: "signed_up", details: {} })).toMatch(/^Welcome to PrepPilot!/);
  expect(describeActivity({ kind: "problem_solved", details: { title: "Two Sum" } })).toBe(
    "Solved the coding problem “Two Sum”",
  );
  expect(describeActivity({ kind: "problem_started", details: {} })).toBe("Started a coding problem");
  expect(describeActivity({ kind: "review_done", details: { title: "Two Sum" } })).toBe("Reviewed “Two Sum”");
  expect(describeActivity({ kind: "interview_completed", details: { interviewType: "system-design", score: 8 } })).toBe(
    "Completed a system design mock interview (score 8)",
  );
  expect(describeActivity({ kind: "design_reviewed", details: { title: "URL Shortener", score: 3.4 } })).toBe(
    "Got the automatic review of your design for “URL Shortener” (score 3.4)",
  );
  expect(describeActivity({ kind: "design_ai_reviewed", details: {} })).toBe("Got the AI review of a design");
  expect(describeActivity({ kind: "concept_studied", details: { title: "CAP Theorem" } })).toBe(
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

test("the skill level is the rounded mean of the skills", () => {
  expect(getSkillLevel({ algorithms: 0, systemDesign: 0, dataStructures: 0, coding: 0 })).toBe(0);
  expect(getSkillLevel({ algorithms: 10, systemDesign: 0, dataStructures: 20, coding: 5 })).toBe(9);
});
