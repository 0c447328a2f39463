// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { renderWithProviders } from "@/client/test/render";
import { SolutionStepThrough } from "./solution-step-through";

// Under a reference solution: step through it on a chosen example, for the languages the browser traces.

const EXAMPLES = [
  { title: "Example 1", input: [[2, 7], 9], expected: [0, 1] },
  { title: "Example 2", input: [[3, 2, 4], 6], expected: [1, 2] },
];

test("steps through the reference solution on the chosen example", async () => {
  const onStepThrough = vi.fn();
  const { user } = renderWithProviders(
    <SolutionStepThrough
      language="python"
      code="def two_sum(): pass"
      examples={EXAMPLES}
      onStepThrough={onStepThrough}
    />,
  );
  await user.selectOptions(screen.getByRole("combobox"), "Example 2");
  await user.click(screen.getByRole("button", { name: "Step through the reference solution in Python" }));
  expect(onStepThrough).toHaveBeenCalledWith("python", "def two_sum(): pass", EXAMPLES[1]);
});

test("a Java solution is not offered, and the note says why", () => {
  renderWithProviders(
    <SolutionStepThrough language="java" code="class Solution {}" examples={EXAMPLES} onStepThrough={vi.fn()} />,
  );
  expect(screen.queryByRole("button")).toBeNull();
  expect(screen.getByText("Step-through runs JavaScript, TypeScript and Python in your browser.")).toBeTruthy();
});
