import { clsx } from "clsx";
import { X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { LANGUAGE_LABELS } from "@/shared/judge/languages";
import type { Signature } from "@/shared/schemas/problem-judge";
import type { StepThroughSession } from "../../hooks/use-step-through";
import { useTraceStepper } from "../../hooks/use-trace-stepper";
import { formatJudgeInput } from "../../lib/format-judge-value";
import { StepThroughStatus } from "./step-through-status";
import { TraceViewer } from "./trace-viewer";

type StepThroughPanelProps = {
  session: StepThroughSession;
  signature: Signature;
  onClose: () => void;
  onRetry: () => void;
  /** Moves the editor's cursor to a line of the user's code (a compile error's). */
  onGoToLine?: (line: number, column?: number) => void;
  /** "side": beside the editor, scrolling inside itself; "page": the phone's stacked page. */
  placement: "side" | "page";
};

/**
 * The step-through visualiser: a region that takes focus when it opens (Escape, or its close button,
 * closes it and the page gives focus back), showing the trace as it records, fails or can be stepped.
 */
export function StepThroughPanel({
  session,
  signature,
  onClose,
  onRetry,
  onGoToLine,
  placement,
}: StepThroughPanelProps) {
  const { request, state } = session;
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const reader = state.status === "ready" && state.reader.stepCount > 0 ? state.reader : null;
  const stepper = useTraceStepper(reader);
  useEffect(() => {
    sectionRef.current?.focus({ preventScroll: placement === "side" });
  }, [placement]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    } else if (reader) stepper.onKeyDown(event);
  };
  const isSide = placement === "side";
  const source =
    request.source === "yours"
      ? `Your ${LANGUAGE_LABELS[request.language]} code`
      : `Reference solution in ${LANGUAGE_LABELS[request.language]}`;

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-step-through
      className={clsx("flex flex-col bg-white focus:outline-none", isSide ? "h-full" : "min-h-[60dvh]")}
    >
      <header className="flex items-start gap-3 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            Step through: {request.title}
          </h2>
          <p className="truncate text-xs text-slate-600" title={formatJudgeInput(signature, request.input)}>
            {source} · <span className="font-mono">{formatJudgeInput(signature, request.input)}</span>
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the step-through"
          title="Close (Esc)"
          aria-keyshortcuts="Escape"
          className="-mr-1 grid size-10 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden className="size-5" />
        </button>
      </header>
      <div className={clsx("px-4 pt-1 pb-4", isSide && "min-h-0 flex-1 overflow-y-auto")}>
        {reader ? (
          <TraceViewer
            reader={reader}
            stepper={stepper}
            code={request.code}
            language={request.language}
            expected={request.expected}
            isFailing={request.isFailing}
            isPhone={!isSide}
          />
        ) : (
          <StepThroughStatus session={session} onRetry={onRetry} onGoToLine={onGoToLine} />
        )}
      </div>
    </section>
  );
}
