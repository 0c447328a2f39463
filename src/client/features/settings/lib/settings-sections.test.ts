import { expect, test } from "vitest";
import { getSettingsSectionHref, parseSettingsSection } from "./settings-sections";

test("a known ?section= value names its section", () => {
  expect(parseSettingsSection("billing")).toBe("billing");
  expect(parseSettingsSection("privacy")).toBe("privacy");
  expect(parseSettingsSection("study-plan")).toBe("study-plan");
  expect(parseSettingsSection("practice")).toBe("practice");
});

test("a missing or unknown ?section= value falls back to Profile", () => {
  expect(parseSettingsSection(null)).toBe("profile");
  expect(parseSettingsSection("")).toBe("profile");
  expect(parseSettingsSection("analytics")).toBe("profile");
});

test("Profile links to the plain settings tab, other sections add &section=", () => {
  expect(getSettingsSectionHref("profile")).toBe("/dashboard?tab=settings");
  expect(getSettingsSectionHref("billing")).toBe("/dashboard?tab=settings&section=billing");
});
