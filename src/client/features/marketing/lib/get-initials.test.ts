import { expect, test } from "vitest";
import { getInitials } from "./get-initials";

test("takes the first letters of the first and last names", () => {
  expect(getInitials("Priya Raman")).toBe("PR");
  expect(getInitials("  maria de la cruz ")).toBe("MC");
});

test("uses one letter for a single name and nothing for an empty one", () => {
  expect(getInitials("Cher")).toBe("C");
  expect(getInitials("   ")).toBe("");
});
