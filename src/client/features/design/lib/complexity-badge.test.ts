import { expect, test } from "vitest";
import { getComplexityBadgeClasses } from "./complexity-badge";

test("basic is green, intermediate yellow and advanced red", () => {
  expect(getComplexityBadgeClasses("basic")).toContain("green");
  expect(getComplexityBadgeClasses("intermediate")).toContain("yellow");
  expect(getComplexityBadgeClasses("advanced")).toContain("red");
});
