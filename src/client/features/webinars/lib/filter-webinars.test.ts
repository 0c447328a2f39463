import { expect, test } from "vitest";
import { filterWebinars } from "./filter-webinars";
import { RECORDED_WEBINARS, UPCOMING_WEBINARS } from "./webinars";

const webinars = { upcoming: UPCOMING_WEBINARS, recorded: RECORDED_WEBINARS };
const ids = (list: { id: string }[] | null) => list?.map((webinar) => webinar.id) ?? null;

test("all shows both grids in full", () => {
  const result = filterWebinars(webinars, "all", "");
  expect(result.upcoming).toHaveLength(3);
  expect(result.recorded).toHaveLength(3);
});

test("upcoming hides the recorded grid and recorded hides the upcoming grid", () => {
  expect(filterWebinars(webinars, "upcoming", "")).toEqual({ upcoming: UPCOMING_WEBINARS, recorded: null });
  expect(filterWebinars(webinars, "recorded", "")).toEqual({ upcoming: null, recorded: RECORDED_WEBINARS });
});

test("a category keeps both grids, each narrowed to that category", () => {
  for (const category of ["technical", "behavioral", "system-design"] as const) {
    const result = filterWebinars(webinars, category, "");
    expect(result.upcoming?.every((webinar) => webinar.category === category)).toBe(true);
    expect(result.recorded?.every((webinar) => webinar.category === category)).toBe(true);
    expect(result.upcoming).toHaveLength(1);
    expect(result.recorded).toHaveLength(1);
  }
});

test("search matches title or description case-insensitively, on top of the filter", () => {
  expect(ids(filterWebinars(webinars, "all", "  DYNAMIC programming ").upcoming)).toEqual(["dp-patterns"]);
  expect(ids(filterWebinars(webinars, "all", "consistent hashing").recorded)).toEqual(["distributed-cache"]);
  expect(filterWebinars(webinars, "all", "consistent hashing").upcoming).toEqual([]);
  expect(ids(filterWebinars(webinars, "technical", "graph").recorded)).toEqual(["graph-algorithms"]);
  expect(filterWebinars(webinars, "behavioral", "graph")).toEqual({ upcoming: [], recorded: [] });
  expect(filterWebinars(webinars, "upcoming", "graph")).toEqual({ upcoming: [], recorded: null });
});

test("search ignores the speaker's name", () => {
  expect(filterWebinars(webinars, "all", "Sarah Chen")).toEqual({ upcoming: [], recorded: [] });
});
