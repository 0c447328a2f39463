// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { renderWithProviders } from "@/client/test/render";
import type { Signature } from "@/shared/schemas/problem-judge";
import type { TraceReader } from "@/shared/trace/trace-types";
import type { StepThroughRequest, StepThroughState } from "../../hooks/use-step-through";
import { createMemoryTraceReader } from "../../lib/visualiser/memory-trace-reader";
import { createTwoSumTrace, TWO_SUM_CODE } from "../../lib/visualiser/trace-fixtures";
import { StepThroughPanel } from "./step-through-panel";

// The visualiser's controls on Two Sum's brute force (12 steps on [3, 2, 4] and 6): the buttons, the
// slider, the keys, the jumps, and the states before there is anything to step through.

const SIGNATURE: Signature = {
  kind: "function",
  name: "twoSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ],
  returns: "int[]",
};

const REQUEST: StepThroughRequest = {
  title: "Example 2",
  input: [[3, 2, 4], 6],
  expected: [1, 2],
  source: "yours",
  language: "python",
  code: TWO_SUM_CODE,
};

function renderPanel(state: StepThroughState, request: Partial<StepThroughRequest> = {}) {
  const onClose = vi.fn();
  const onRetry = vi.fn();
  const onGoToLine = vi.fn();
  const session = { id: 1, request: { ...REQUEST, ...request }, state };
  const rendered = renderWithProviders(
    <StepThroughPanel
      session={session}
      signature={SIGNATURE}
      onClose={onClose}
      onRetry={onRetry}
      onGoToLine={onGoToLine}
      placement="side"
    />,
  );
  return { ...rendered, onClose, onRetry, onGoToLine };
}

const ready = (reader: TraceReader = createTwoSumTrace()): StepThroughState => ({ status: "ready", reader });
const counter = () => document.querySelector("[data-step-counter]")?.textContent;
const currentLine = () => document.querySelector('[aria-current="step"]')?.getAttribute("data-line");
const cellsOf = (name: string) =>
  within(screen.getByRole("figure", { name: new RegExp(`^${name}: a list`) })).getAllByRole("listitem");

test("steps forward and back with the buttons: the counter, the highlighted line and the event follow", async () => {
  const { user } = renderPanel(ready());
  expect(screen.getByRole("heading", { name: "Step through: Example 2" })).toBeTruthy();
  expect(counter()).toBe("Step 1 / 12");
  expect(screen.getByText("Calls")).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Next step" }));
  await user.click(screen.getByRole("button", { name: "Next step" }));
  expect(counter()).toBe("Step 3 / 12");
  expect(currentLine()).toBe("3");
  expect(screen.getByText("About to run line 3")).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Previous step" }));
  expect(currentLine()).toBe("2");
  await user.click(screen.getByRole("button", { name: "Last step" }));
  expect(counter()).toBe("Step 12 / 12");
  expect(screen.getByRole("button", { name: "Next step" }).getAttribute("aria-disabled")).toBe("true");
  await user.click(screen.getByRole("button", { name: "First step" }));
  expect(counter()).toBe("Step 1 / 12");
});

test("a pointer is drawn under the cell it indexes and moves with it; the changed variable is marked", async () => {
  const { user } = renderPanel(ready());
  fireEvent.change(screen.getByRole("slider", { name: "Step" }), { target: { value: "3" } });
  expect(counter()).toBe("Step 4 / 12");
  expect(within(cellsOf("nums")[0] as HTMLElement).getByText("i")).toBeTruthy();
  expect(within(cellsOf("nums")[1] as HTMLElement).getByText("j")).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Next step" }));
  await user.click(screen.getByRole("button", { name: "Next step" }));
  expect(within(cellsOf("nums")[2] as HTMLElement).getByText("j")).toBeTruthy();
  expect(within(cellsOf("nums")[1] as HTMLElement).queryByText("j")).toBeNull();
  const j = document.querySelector('[data-variable="j"]') as HTMLElement;
  expect(within(j).getByText("changed")).toBeTruthy();
  const target = document.querySelector('[data-variable="target"]') as HTMLElement;
  expect(within(target).queryByText("changed")).toBeNull();
  // The slider reads out where it is.
  expect(screen.getByRole("slider", { name: "Step" }).getAttribute("aria-valuetext")).toBe(
    "Step 6 of 12, line 4: if nums[i] + nums[j] == target:",
  );
});

test("the keys step while the visualiser has focus, which it takes on opening; Escape closes it", async () => {
  const { user, onClose } = renderPanel(ready());
  expect(document.activeElement).toBe(screen.getByRole("region", { name: "Step through: Example 2" }));
  await user.keyboard("{ArrowRight}{ArrowRight}");
  expect(counter()).toBe("Step 3 / 12");
  await user.keyboard("{ArrowLeft}");
  expect(counter()).toBe("Step 2 / 12");
  await user.keyboard("{End}");
  expect(counter()).toBe("Step 12 / 12");
  await user.keyboard("{Home}");
  expect(counter()).toBe("Step 1 / 12");
  // The current line is announced politely as the user steps.
  await user.keyboard("{ArrowRight}");
  expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
    "Step 2 of 12, line 2: for i in range(len(nums)):",
  );
  await user.keyboard("{Escape}");
  expect(onClose).toHaveBeenCalledTimes(1);
});

test("jumps to the next step at a line, says when a line never runs, and goes to the failing line", async () => {
  const { user } = renderPanel(ready(), { isFailing: true });
  await user.type(screen.getByRole("spinbutton", { name: "Line" }), "5");
  await user.click(screen.getByRole("button", { name: "Go" }));
  expect(counter()).toBe("Step 11 / 12");
  await user.clear(screen.getByRole("spinbutton", { name: "Line" }));
  await user.type(screen.getByRole("spinbutton", { name: "Line" }), "6");
  await user.click(screen.getByRole("button", { name: "Go" }));
  expect(screen.getByRole("status").textContent).toBe("Line 6 does not run in this trace.");
  await user.click(screen.getByRole("button", { name: "Step to line 4" }));
  expect(counter()).toBe("Step 4 / 12");
  await user.click(screen.getByRole("button", { name: "Go to the failing line" }));
  expect(counter()).toBe("Step 12 / 12");
  expect(document.querySelector("[data-event]")?.textContent).toBe("two_sum returns [1, 2]");
});

test("a run that ended with an error goes to its exception step", async () => {
  const base = createTwoSumTrace();
  const steps = Array.from({ length: base.stepCount }, (_, index) => base.step(index)).slice(0, 5);
  const last = steps.at(-1);
  if (!last) throw new Error("fixture");
  steps.push({ ...last, event: "exception", exception: "IndexError: list index out of range" }, { ...last, line: 2 });
  const reader = createMemoryTraceReader(steps, {
    kind: "error",
    message: "IndexError: list index out of range",
    line: 3,
  });
  const { user } = renderPanel(ready(reader));
  expect(screen.getByText(/The run ended with an error on line 3/)).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Go to the failing line" }));
  expect(counter()).toBe("Step 6 / 7");
  expect(screen.getByText("Exception on line 3", { exact: false })).toBeTruthy();
});

test("a trace stopped at its cap says so and can still be stepped through", async () => {
  const reader = createTwoSumTrace({ kind: "stopped", reason: "steps", limit: 100_000 });
  const { user } = renderPanel(ready(reader));
  expect(
    screen.getByText("Stopped after 100,000 steps: the visualiser records at most 100,000. Try a smaller input."),
  ).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Next step" }));
  expect(counter()).toBe("Step 2 / 12");
});

test("a compile error shows its message and line, and takes the editor to it", async () => {
  const reader = createMemoryTraceReader([], {
    kind: "compile-error",
    message: "SyntaxError: expected ':'",
    line: 3,
    column: 40,
  });
  const { user, onGoToLine } = renderPanel(ready(reader));
  expect(screen.getByRole("alert").textContent).toContain("The code does not parse (line 3, column 40)");
  expect(screen.getByText("SyntaxError: expected ':'")).toBeTruthy();
  expect(currentLine()).toBe("3");
  await user.click(screen.getByRole("button", { name: "Go to line 3 in the editor" }));
  expect(onGoToLine).toHaveBeenCalledWith(3, 40);
});

test("while recording it says so; a failure keeps the code and offers to try again", async () => {
  renderPanel({ status: "recording" });
  expect(screen.getByText("Recording every step of the run…")).toBeTruthy();
  const { user, onRetry } = renderPanel({ status: "failed", message: "The tracer stopped." });
  expect(screen.getByRole("alert").textContent).toContain("The steps could not be recorded: The tracer stopped.");
  await user.click(screen.getByRole("button", { name: "Try again" }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
