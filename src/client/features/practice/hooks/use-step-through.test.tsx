// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import type { SolvingJudge } from "@/shared/schemas/solving";
import type { TraceReader } from "@/shared/trace/trace-types";
import type { TraceRequest } from "../lib/trace/trace-code";
import { createTwoSumTrace } from "../lib/visualiser/trace-fixtures";
import { useStepThrough } from "./use-step-through";

// The page's step-through session: the latest request wins, a failure keeps the request for Try again,
// and closing gives focus back to the button that opened it.

const JUDGE = {
  signature: { kind: "function" },
  comparison: "exact",
  tests: [],
  timeLimitsMs: {},
} as unknown as SolvingJudge;

function Harness({ trace }: { trace: (request: TraceRequest) => Promise<TraceReader> }) {
  const { session, open, retry, close } = useStepThrough({ judge: JUDGE, trace });
  const request = (title: string, code: string) => ({
    title,
    input: [],
    source: "yours" as const,
    language: "python" as const,
    code,
  });
  return (
    <>
      <button type="button" onClick={() => open(request("Example 1", "first"))}>
        Open first
      </button>
      <button type="button" onClick={() => open(request("Example 2", "second"))}>
        Open second
      </button>
      {session ? (
        <div>
          <p>{`${session.request.title}: ${session.state.status}${session.state.status === "failed" ? ` (${session.state.message})` : ""}`}</p>
          <button type="button" onClick={retry}>
            Retry
          </button>
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
      ) : null}
    </>
  );
}

function deferred() {
  const pending: { resolve: (reader: TraceReader) => void; reject: (error: Error) => void; code: string }[] = [];
  const trace = (request: TraceRequest) =>
    new Promise<TraceReader>((resolve, reject) => pending.push({ resolve, reject, code: request.code }));
  return { pending, trace };
}

test("the latest request wins over one still recording", async () => {
  const { pending, trace } = deferred();
  const user = userEvent.setup();
  render(<Harness trace={trace} />);
  await user.click(screen.getByRole("button", { name: "Open first" }));
  await user.click(screen.getByRole("button", { name: "Open second" }));
  expect(screen.getByText("Example 2: recording")).toBeTruthy();
  await act(async () => pending[1]?.resolve(createTwoSumTrace()));
  await act(async () => pending[0]?.resolve(createTwoSumTrace()));
  expect(screen.getByText("Example 2: ready")).toBeTruthy();
  expect(pending.map((job) => job.code)).toEqual(["first", "second"]);
});

test("a failure can be tried again, and closing gives focus back to the opener", async () => {
  const { pending, trace } = deferred();
  const user = userEvent.setup();
  render(<Harness trace={trace} />);
  await user.click(screen.getByRole("button", { name: "Open first" }));
  await act(async () => pending[0]?.reject(new Error("Pyodide did not start.")));
  expect(screen.getByText("Example 1: failed (Pyodide did not start.)")).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Retry" }));
  expect(screen.getByText("Example 1: recording")).toBeTruthy();
  expect(pending).toHaveLength(2);
  await user.click(screen.getByRole("button", { name: "Close" }));
  expect(screen.queryByText(/Example 1/)).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open first" }));
});
