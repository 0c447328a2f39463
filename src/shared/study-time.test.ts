import { describe, expect, it } from "vitest";
import { getStudyMinutes, MAX_STUDY_MINUTES } from "./study-time";

const start = new Date("2026-11-22T10:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);

describe("getStudyMinutes", () => {
  it("rounds a part minute up and counts at least one", () => {
    expect(getStudyMinutes(start, start)).toBe(1);
    expect(getStudyMinutes(start, later(1))).toBe(1);
    expect(getStudyMinutes(start, later(60_000))).toBe(1);
    expect(getStudyMinutes(start, later(60_001))).toBe(2);
    expect(getStudyMinutes(start, later(42 * 60_000))).toBe(42);
  });

  it(`caps at ${MAX_STUDY_MINUTES} minutes`, () => {
    expect(getStudyMinutes(start, later(MAX_STUDY_MINUTES * 60_000))).toBe(MAX_STUDY_MINUTES);
    expect(getStudyMinutes(start, later(3 * 24 * 3_600_000))).toBe(MAX_STUDY_MINUTES);
  });

  it("never goes below one minute for a clock that went backwards", () => {
    expect(getStudyMinutes(start, later(-60_000))).toBe(1);
  });
});
