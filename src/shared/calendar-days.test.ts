import fc from "fast-check";
import { expect, test } from "vitest";
import { addDays, getNextDayChangeBound, getWeekdayIndex, getWeekStart, toDayKey } from "./calendar-days";

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

test("in every time zone the day stays the same until the next day-change bound", () => {
  const zones = Intl.supportedValuesOf("timeZone");
  const QUARTER_HOUR = 15 * 60 * 1000;
  fc.assert(
    fc.property(
      fc.constantFrom(...zones),
      // Around this time, daylight-saving changes included (their nights are where a zone's midnight moves).
      fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2029, 0, 1) }),
      (zone, at) => {
        const bound = getNextDayChangeBound(new Date(at));
        expect(bound).toBeGreaterThan(at);
        expect(bound - at).toBeLessThanOrEqual(QUARTER_HOUR);
        expect(toDayKey(new Date(bound - 1), zone)).toBe(toDayKey(new Date(at), zone));
      },
    ),
    { numRuns: 2000 },
  );
  // Every zone's midnights over three days fall on a bound, through the night of 8 March 2026, when
  // America/Havana's clocks jump from midnight to one and the United States' change at two.
  for (const zone of zones) {
    let at = Date.UTC(2026, 2, 7);
    for (let step = 0; step < 24 * 4 * 3; step += 1, at += QUARTER_HOUR) {
      expect(toDayKey(new Date(at + QUARTER_HOUR - 1), zone), `${zone} at ${new Date(at).toISOString()}`).toBe(
        toDayKey(new Date(at), zone),
      );
    }
  }
});
