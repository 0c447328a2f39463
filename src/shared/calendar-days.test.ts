import { expect, test } from "vitest";
import { addDays, getWeekdayIndex, getWeekStart, toDayKey } from "./calendar-days";

test("a moment falls on the calendar day of the user's time zone", () => {
  const instant = new Date("2025-03-10T23:30:00Z");
  expect(toDayKey(instant, "UTC")).toBe("2025-03-10");
  expect(toDayKey(instant, "Europe/Paris")).toBe("2025-03-11");
  expect(toDayKey(instant, "America/Los_Angeles")).toBe("2025-03-10");
  expect(toDayKey(new Date("2025-03-10T05:00:00Z"), "America/Los_Angeles")).toBe("2025-03-09");
});

test("adding days crosses months, years and daylight-saving changes by whole calendar days", () => {
  expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
  expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
  // Europe's clocks go forward on 2025-03-30; the day after is still the 31st.
  expect(addDays("2025-03-30", 1)).toBe("2025-03-31");
});

test("weeks start on Monday", () => {
  expect(getWeekdayIndex("2025-03-10")).toBe(0); // Monday
  expect(getWeekdayIndex("2025-03-16")).toBe(6); // Sunday
  expect(getWeekStart("2025-03-16")).toBe("2025-03-10");
  expect(getWeekStart("2025-03-10")).toBe("2025-03-10");
  expect(getWeekStart("2025-01-01")).toBe("2024-12-30");
});
