import { expect, test } from "vitest";
import { getDifficultyBadgeClasses } from "./difficulty-badge";

test("easy is green, medium yellow and hard red", () => {
  expect(getDifficultyBadgeClasses("easy")).toContain("green");
  expect(getDifficultyBadgeClasses("medium")).toContain("yellow");
  expect(getDifficultyBadgeClasses("hard")).toContain("red");
});
