// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithProviders } from "@/client/test/render";
import { json, stubApi } from "@/client/test/stub-api";
import type { ReferenceSolution } from "@/shared/schemas/solving";
import { listSolutions, ProblemSolution } from "./problem-solution";

// The reference solutions once unlocked: every language that has one, the editor's language first.

const SOLUTION: ReferenceSolution = {
  javascript: "function solve() {}",
  python: "def solve(): pass",
  java: "class Solution {}",
  cpp: "class Solution {};",
  go: null,
  complexity: { time: "O(n)", space: "O(1)" },
  editorial: null,
};

test("lists the languages with a solution in the editor's order, the user's own first", () => {
  const order = (current?: Parameters<typeof listSolutions>[1]) =>
    listSolutions(SOLUTION, current).map((entry) => entry.label);
  expect(order()).toEqual(["JavaScript", "Python", "Java", "C++"]);
  expect(order("cpp")).toEqual(["C++", "JavaScript", "Python", "Java"]);
  expect(order("typescript")).toEqual(["JavaScript", "Python", "Java", "C++"]);
  // No Go solution: the order stays the editor's.
  expect(order("go")).toEqual(["JavaScript", "Python", "Java", "C++"]);
  expect(listSolutions({ ...SOLUTION, python: null, java: null, cpp: null }, "java")).toEqual([
    { language: "javascript", label: "JavaScript", code: "function solve() {}" },
  ]);
});

test("shows each solution under its language's heading, the complexity above", async () => {
  stubApi({ "GET /api/practice/problems/p1/solution": () => json({ solution: SOLUTION }) });
  renderWithProviders(<ProblemSolution problemId="p1" isUnlocked language="java" />);
  const sections = await screen.findAllByRole("region", { name: /^Reference solution in / });
  expect(sections.map((section) => section.getAttribute("aria-label"))).toEqual([
    "Reference solution in Java",
    "Reference solution in JavaScript",
    "Reference solution in Python",
    "Reference solution in C++",
  ]);
  expect(screen.getByText("O(n)")).toBeTruthy();
});

test("shows the editorial's sections above the reference solutions, a dry run's table as a table", async () => {
  const editorial: ReferenceSolution["editorial"] = [
    { id: "intuition", title: "Intuition", markdown: "Remember what you have **seen**." },
    { id: "dry-run", title: "Dry run", markdown: "| i | seen |\n| --- | --- |\n| 0 | {} |" },
  ];
  stubApi({ "GET /api/practice/problems/p1/solution": () => json({ solution: { ...SOLUTION, editorial } }) });
  renderWithProviders(<ProblemSolution problemId="p1" isUnlocked />);
  const intuition = await screen.findByRole("region", { name: "Intuition" });
  expect(intuition.textContent).toContain("Remember what you have seen.");
  const dryRun = screen.getByRole("region", { name: "Dry run" });
  expect(within(dryRun).getByRole("columnheader", { name: "seen" }).tagName).toBe("TH");
  expect(within(dryRun).getByRole("cell", { name: "{}" }).tagName).toBe("TD");
});
