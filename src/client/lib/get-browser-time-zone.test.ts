import { afterEach, expect, test, vi } from "vitest";
import { getBrowserTimeZone } from "./get-browser-time-zone";

afterEach(() => {
  vi.restoreAllMocks();
});

function mockResolvedTimeZone(timeZone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
    ...new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }).resolvedOptions(),
    timeZone,
  });
}

test("answers the zone the browser resolves", () => {
  mockResolvedTimeZone("Europe/Berlin");
  expect(getBrowserTimeZone()).toBe("Europe/Berlin");
});

test("falls back to UTC when the browser names no zone", () => {
  mockResolvedTimeZone("");
  expect(getBrowserTimeZone()).toBe("UTC");
});
