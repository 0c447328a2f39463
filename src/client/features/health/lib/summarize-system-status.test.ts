import { expect, test } from "vitest";
import { summarizeSystemStatus, toCheckState } from "./summarize-system-status";

test("both checks up reads all systems operational", () => {
  expect(summarizeSystemStatus({ server: "up", database: "up" })).toEqual({
    tone: "operational",
    headline: "All systems operational",
  });
});

test("a failing database check names the database", () => {
  expect(summarizeSystemStatus({ server: "up", database: "down" })).toEqual({
    tone: "degraded",
    headline: "Partial outage: the database is not reachable",
  });
});

test("an unreachable server is an outage, whatever the database check says", () => {
  for (const database of ["up", "down", "checking"] as const) {
    expect(summarizeSystemStatus({ server: "down", database }).tone).toBe("outage");
  }
});

test("while a first answer is missing it says it is checking", () => {
  expect(summarizeSystemStatus({ server: "checking", database: "up" }).tone).toBe("checking");
  expect(summarizeSystemStatus({ server: "up", database: "checking" }).tone).toBe("checking");
});

test("a failed query is down even while it retries; a pending one is checking", () => {
  expect(toCheckState({ isPending: false, isError: true })).toBe("down");
  expect(toCheckState({ isPending: true, isError: false })).toBe("checking");
  expect(toCheckState({ isPending: false, isError: false })).toBe("up");
});
