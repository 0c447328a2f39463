import { expect, test } from "vitest";
import { getWorkspaceTabHref, parseWorkspaceTab } from "./workspace-tabs";

test("a known ?tab= value selects that tab", () => {
  expect(parseWorkspaceTab("analytics")).toBe("analytics");
  expect(parseWorkspaceTab("system-design")).toBe("system-design");
});

test("a missing or unknown ?tab= value falls back to the dashboard", () => {
  expect(parseWorkspaceTab(null)).toBe("dashboard");
  expect(parseWorkspaceTab("billing")).toBe("dashboard");
  expect(parseWorkspaceTab("")).toBe("dashboard");
});

test("the dashboard keeps the bare path and other tabs add ?tab=", () => {
  expect(getWorkspaceTabHref("dashboard")).toBe("/dashboard");
  expect(getWorkspaceTabHref("settings")).toBe("/dashboard?tab=settings");
});
