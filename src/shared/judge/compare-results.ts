import type { COMPARISONS } from "@/shared/schemas/problem-judge";

export type Comparison = (typeof COMPARISONS)[number];

/** The absolute error the `float` comparison allows. */
export const FLOAT_TOLERANCE = 1e-5;

/** Whether a solution's result (a JSON value) matches a test's expected value under the problem's comparison. */
export function compareResults(actual: unknown, expected: unknown, comparison: Comparison = "exact"): boolean {
  switch (comparison) {
    case "exact":
      return isDeepEqual(actual, expected, false);
    case "float":
      return isDeepEqual(actual, expected, true);
    case "unordered":
      return isUnorderedEqual(actual, expected, sortTopLevel);
    case "unordered-deep":
      return isUnorderedEqual(actual, expected, sortDeep);
  }
}

function isUnorderedEqual(actual: unknown, expected: unknown, normalise: (value: unknown) => unknown): boolean {
  if (!Array.isArray(actual) || !Array.isArray(expected)) return isDeepEqual(actual, expected, false);
  return isDeepEqual(normalise(actual), normalise(expected), false);
}

function sortTopLevel(value: unknown): unknown {
  return Array.isArray(value) ? sortByKey(value) : value;
}

function sortDeep(value: unknown): unknown {
  return Array.isArray(value) ? sortByKey(value.map(sortDeep)) : value;
}

// Sorting by the JSON text gives one canonical order for any mix of numbers, strings, nulls and lists.
function sortByKey(values: unknown[]): unknown[] {
  return values
    .map((value) => ({ key: JSON.stringify(value) ?? "undefined", value }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((entry) => entry.value);
}

function isDeepEqual(actual: unknown, expected: unknown, isFloat: boolean): boolean {
  if (typeof actual === "number" && typeof expected === "number") {
    return isFloat ? Math.abs(actual - expected) <= FLOAT_TOLERANCE : actual === expected;
  }
  if (Array.isArray(actual) || Array.isArray(expected)) {
    if (!Array.isArray(actual) || !Array.isArray(expected) || actual.length !== expected.length) return false;
    return actual.every((item, index) => isDeepEqual(item, expected[index], isFloat));
  }
  if (isPlainObject(actual) && isPlainObject(expected)) {
    const keys = Object.keys(expected);
    if (Object.keys(actual).length !== keys.length) return false;
    return keys.every((key) => key in actual && isDeepEqual(actual[key], expected[key], isFloat));
  }
  return actual === expected;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
