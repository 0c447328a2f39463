import { expect, test } from "vitest";
import { describeElapsed, formatElapsed } from "./format-duration";

test("formatElapsed shows minutes and seconds, and hours only past an hour", () => {
  expect(formatElapsed(0)).toBe("0:00");
  expect(formatElapsed(65)).toBe("1:05");
  expect(formatElapsed(725)).toBe("12:05");
  expect(formatElapsed(3723)).toBe("1:02:03");
  expect(formatElapsed(59.9)).toBe("0:59");
  expect(formatElapsed(-5)).toBe("0:00");
});

test("describeElapsed spells the duration out for screen readers", () => {
  expect(describeElapsed(0)).toBe("0 seconds");
  expect(describeElapsed(61)).toBe("1 minute 1 second");
  expect(describeElapsed(3723)).toBe("1 hour 2 minutes 3 seconds");
  expect(describeElapsed(7200)).toBe("2 hours");
});
