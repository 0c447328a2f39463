import { expect, test } from "vitest";
import { formatRelativeTime } from "./format-relative-time";

const now = new Date("2026-11-23T12:00:00Z");

test("how long ago something happened reads naturally", () => {
  expect(formatRelativeTime(new Date("2026-11-23T11:59:30Z"), now)).toBe("just now");
  expect(formatRelativeTime(new Date("2026-11-23T11:59:00Z"), now)).toBe("1 minute ago");
  expect(formatRelativeTime(new Date("2026-11-23T11:55:00Z"), now)).toBe("5 minutes ago");
  expect(formatRelativeTime(new Date("2026-11-23T09:00:00Z"), now)).toBe("3 hours ago");
  expect(formatRelativeTime(new Date("2026-11-22T11:00:00Z"), now)).toBe("yesterday");
  expect(formatRelativeTime(new Date("2026-11-09T12:00:00Z"), now)).toBe("2 weeks ago");
});
