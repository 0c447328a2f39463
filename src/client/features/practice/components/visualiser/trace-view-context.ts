import { createContext, useContext } from "react";
import type { TraceFrame } from "@/shared/trace/trace-types";
import type { TraceLanguage } from "../../lib/visualiser/trace-languages";
import type { ValueIndex } from "../../lib/visualiser/trace-values";

/**
 * What every picture of one step needs: the language (None or null), the step's values by id and the
 * previous step's (to mark what changed), and the locals of the frame shown (pointers into a list).
 */
export type TraceView = {
  language: TraceLanguage;
  current: ValueIndex;
  previous: ValueIndex | null;
  locals: TraceFrame["locals"];
};

export const TraceViewContext = createContext<TraceView | null>(null);

export function useTraceView(): TraceView {
  const view = useContext(TraceViewContext);
  if (!view) throw new Error("useTraceView needs a TraceViewContext provider.");
  return view;
}
