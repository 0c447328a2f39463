import { describe, expect, it } from "vitest";
import { getMeanScore, getStudyMinutes, MAX_STUDY_MINUTES, toStudyHours } from "./progress";

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

describe("figures to one decimal", () => {
  it("turns minutes into hours", () => {
    expect(toStudyHours(0)).toBe(0);
    expect(toStudyHours(105)).toBe(1.8);
    expect(toStudyHours(255)).toBe(4.3);
  });

  it("averages scores, with no mean for no scores", () => {
    expect(getMeanScore([])).toBeNull();
    expect(getMeanScore([4, 4, 5])).toBe(4.3);
    expect(getMeanScore([5, 4])).toBe(4.5);
  });
});
