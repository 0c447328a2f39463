import { describe, expect, it } from "vitest";
import type { ComplexityEstimate } from "./estimate-complexity";
import { checkStatedComplexity, getStatedDegree } from "./stated-complexity";

describe("a stated complexity's degree", () => {
  it.each([
    ["O(1)", 0],
    ["O(1) (32 steps)", 0],
    ["O(log n)", 0.2],
    ["O(n)", 1],
    ["O(n), one pass", 1],
    ["O(n log n)", 1.2],
    ["O(E log E), where E = times.length", 1.2],
    ["O(m · n)", 2],
    ["O(m × n)", 2],
    ["O(amount × coins.length)", 2],
    ["O(n²)", 2],
    ["O(n^3)", 3],
    ["O(n² log n)", 2.2],
    ["O(V + E) for V courses", 1],
    ["O(|s| + |t|)", 1],
    ["O(max(n, m))", 1],
    ["O(n + E · α(n)) for E cables", 1],
    ["O(log(m · n))", 0.2],
    ["O(m · n · log(m · n)) with the sort", 2.2],
    ["O(N · L² · 26), where N is the number of words", 3],
    ["O(1) per set and snap, O(log k) per get", 0],
  ])("%s is %d", (stated, degree) => {
    expect(getStatedDegree(stated)).toBe(degree);
  });

  it.each(["O(2^n)", "O(n·2^n)", "O(4^n / √n)", "O(n!)", "O(n·n!)", "O(N^(T/m + 1))", "O(m·n·3^L)", "fast"])(
    "%s is not polynomial, or not readable: null",
    (stated) => {
      expect(getStatedDegree(stated)).toBeNull();
    },
  );
});

const measured = (slope: number, label: string): ComplexityEstimate => ({ kind: "estimate", label, slope, points: [] });

describe("a stated complexity against the estimator", () => {
  it("agrees when the code grows no faster than stated, within the noise", () => {
    expect(checkStatedComplexity("O(n)", measured(1.05, "O(n)")).agrees).toBe(true);
    expect(checkStatedComplexity("O(n)", measured(1.4, "O(n log n)")).agrees).toBe(true);
    expect(checkStatedComplexity("O(n log n)", measured(0.9, "O(n)")).agrees).toBe(true);
    expect(checkStatedComplexity("O(n)", { kind: "too-fast", points: [] }).agrees).toBe(true);
  });

  it("disagrees when quadratic code is stated as linear, and says what it measured", () => {
    const check = checkStatedComplexity("O(n)", measured(1.98, "O(n²)"));
    expect(check).toEqual({ agrees: false, reason: "measured O(n²) (slope 1.98) against O(n) (degree 1)" });
    expect(checkStatedComplexity("O(log n)", measured(1, "O(n)")).agrees).toBe(false);
  });
});
