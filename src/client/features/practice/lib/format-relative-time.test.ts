import { expect, test } from "vitest";
import { formatSubmittedAgo } from "./format-relative-time";

const now = new Date("2026-11-23T12:00:00Z");

test("a submission's age reads naturally", () => {
  expect(formatSubmittedAgo(new Date("2026-11-23T11:59:30Z"), now)).toBe("just now");
  expect(formatSubmittedAgo(new Date("2026-11-23T11:59:00Z"), now)).toBe("1 minute ago");
  expect(formatSubmittedAgo(new Date("2026-11-23T11:55:00Z"), now)).toBe("5 minutes ago");
  expect(formatSubmittedAgo(new Date("2026-11-23T09:00:00Z"), now)).toBe("3 hours ago");
  expect(formatSubmittedAgo(new Date("2026-11-22T11:00:00Z"), now)).toBe("yesterday");
  expect(formatSubmittedAgo(new Date("2026-11-09T12:00:00Z"), now)).toBe("2 weeks ago");
});
