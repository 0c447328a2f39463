import { describe, expect, it } from "vitest";
import { shiftClearOf } from "./use-uncovered-selection";

const canvas = { left: 0, top: 0, right: 900, bottom: 600 };
const inspector = { left: 652, top: 8, right: 892, bottom: 300 };

describe("shiftClearOf", () => {
  it("leaves a selection the inspector does not cover where it is", () => {
    expect(shiftClearOf({ left: 100, top: 100, right: 260, bottom: 160 }, inspector, canvas)).toBeNull();
    expect(shiftClearOf({ left: 700, top: 320, right: 860, bottom: 380 }, inspector, canvas)).toBeNull();
  });

  it("pans a covered selection left of the inspector, with a gap", () => {
    expect(shiftClearOf({ left: 700, top: 40, right: 860, bottom: 100 }, inspector, canvas)).toEqual({ x: -224, y: 0 });
  });

  it("pans down instead when that is the shorter way", () => {
    expect(shiftClearOf({ left: 500, top: 280, right: 860, bottom: 340 }, inspector, canvas)).toEqual({ x: 0, y: 36 });
  });

  it("pans down when moving left would push the selection out of the canvas", () => {
    const wide = { left: 20, top: 40, right: 860, bottom: 100 };
    expect(shiftClearOf(wide, inspector, canvas)).toEqual({ x: 0, y: 276 });
  });
});
