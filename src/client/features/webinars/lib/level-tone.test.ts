import { expect, test } from "vitest";
import { getLevelTone } from "./level-tone";

test("maps Beginner to green, Intermediate to yellow, Advanced to red", () => {
  expect(getLevelTone("Beginner")).toBe("green");
  expect(getLevelTone("Intermediate")).toBe("yellow");
  expect(getLevelTone("Advanced")).toBe("red");
});

test("shows any other level in grey", () => {
  expect(getLevelTone("All Levels")).toBe("grey");
  expect(getLevelTone("advanced")).toBe("grey");
});
