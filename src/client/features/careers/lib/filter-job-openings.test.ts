import { expect, test } from "vitest";
import type { JobOpening } from "./careers-content";
import { filterJobOpenings } from "./filter-job-openings";

const opening = (id: string, department: JobOpening["department"]): JobOpening => ({
  id,
  title: `Role ${id}`,
  department,
  location: "Remote",
  type: "Full-time",
  salary: "$150k",
  description: "",
  requirements: [],
});

const openings = [opening("1", "engineering"), opening("2", "design"), opening("3", "engineering")];

test("all keeps every opening", () => {
  expect(filterJobOpenings(openings, "all")).toEqual(openings);
});

test("a department keeps only its openings", () => {
  expect(filterJobOpenings(openings, "engineering").map((item) => item.id)).toEqual(["1", "3"]);
  expect(filterJobOpenings(openings, "sales")).toEqual([]);
});
