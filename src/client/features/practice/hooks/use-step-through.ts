import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { SolvingJudge } from "@/shared/schemas/solving";
import type { TraceReader } from "@/shared/trace/trace-types";
import { toRunnerProblem } from "../lib/runner-problem";
import { type TraceRequest, traceCode } from "../lib/trace/trace-code";
import type { TraceLanguage } from "../lib/visualiser/trace-languages";

/** What to step through: a test (or custom input) with a title, and what it should return when known. */
export type StepThroughTarget = { title: string; input: unknown; expected?: unknown; isFailing?: boolean };

export type StepThroughRequest = StepThroughTarget & {
  /** The user's code (from the editor or the run being looked at) or the reference solution. */
  source: "yours" | "reference";
  language: TraceLanguage;
  code: string;
};

export type StepThroughState =
  | { status: "recording" }
  | { status: "ready"; reader: TraceReader }
  | { status: "failed"; message: string };

export type StepThroughSession = { id: number; request: StepThroughRequest; state: StepThroughState };

type UseStepThroughArgs = {
  judge: SolvingJudge;
  /** Records the trace: the tracers' traceCode, or a stand-in in tests. */
  trace?: (request: TraceRequest) => Promise<TraceReader>;
};

/**
 * The step-through visualiser's session on the problem page: `open` records a trace of the code on one
 * input (the latest request wins), `close` drops it and gives focus back to the button that opened it.
 * The code is copied when the request is made: nothing here writes to the editor.
 */
export function useStepThrough({ judge, trace = traceCode }: UseStepThroughArgs) {
  const [session, setSession] = useState<StepThroughSession | null>(null);
  const latest = useRef(0);
  const opener = useRef<HTMLElement | null>(null);

  const record = (request: StepThroughRequest) => {
    const id = ++latest.current;
    setSession({ id, request, state: { status: "recording" } });
    const settle = (state: StepThroughState) => {
      if (latest.current === id) setSession({ id, request, state });
    };
    const problem = toRunnerProblem(judge, request.language);
    trace({ language: request.language, code: request.code, problem, input: request.input }).then(
      (reader) => settle({ status: "ready", reader }),
      (error: unknown) =>
        settle({
          status: "failed",
          message: error instanceof Error ? error.message : "The steps could not be recorded.",
        }),
    );
  };

  const open = (request: StepThroughRequest) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    record(request);
  };
  const retry = () => {
    if (session) record(session.request);
  };
  const close = () => {
    latest.current++;
    // The button that opened the visualiser is shown again by this render: focus it once it is.
    flushSync(() => setSession(null));
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  };

  return { session, open, retry, close };
}
