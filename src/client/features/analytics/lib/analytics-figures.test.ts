import { expect, test } from "vitest";
import { getStatHint, getWeeklyBarWidth } from "./analytics-figures";
import { buildHeatmapWeeks, getHeatLevel } from "./heatmap";

test("a weekly bar is problems / 10 as a percentage, full at 10, and at least 20% wide", () => {
  expect(getWeeklyBarWidth(0)).toBe(20);
  expect(getWeeklyBarWidth(1)).toBe(20);
  expect(getWeeklyBarWidth(5)).toBe(50);
  expect(getWeeklyBarWidth(10)).toBe(100);
  expect(getWeeklyBarWidth(14)).toBe(100);
});

test("a stat hint is the product's prompt at zero, otherwise the change against last week", () => {
  const base = { zeroHint: "Start practicing" };
  expect(getStatHint({ ...base, value: 0, thisWeek: 0, previousWeek: 0 })).toBe("Start practicing");
  expect(getStatHint({ ...base, value: 5, thisWeek: 3, previousWeek: 0 })).toBe("+3 vs last week");
  expect(getStatHint({ ...base, value: 5, thisWeek: 1, previousWeek: 2 })).toBe("-1 vs last week");
  expect(getStatHint({ ...base, value: 5, thisWeek: 2, previousWeek: 2 })).toBe("No change vs last week");
  expect(getStatHint({ ...base, value: 7.5, thisWeek: 7.5, previousWeek: 7 })).toBe("+0.5 vs last week");
});

test("the heat map has 53 Monday-first weeks ending with today's week", () => {
  const weeks = buildHeatmapWeeks([{ date: "2025-03-12", count: 3 }], "2025-03-12");
  expect(weeks).toHaveLength(53);
  const last = weeks[52] ?? [];
  expect(last[0]?.date).toBe("2025-03-10");
  expect(last[2]).toEqual({ date: "2025-03-12", count: 3, isFuture: false });
  expect(last[3]?.isFuture).toBe(true);
  expect(getHeatLevel(0)).toBe(0);
  expect(getHeatLevel(3)).toBe(2);
  expect(getHeatLevel(9)).toBe(4);
});
