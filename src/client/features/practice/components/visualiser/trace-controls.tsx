import { clsx } from "clsx";
import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";

type TraceControlsProps = {
  index: number;
  stepCount: number;
  /** "Step 5 of 40, line 7": what the slider reads out. */
  valueText: string;
  onGo: (index: number) => void;
  onFirst: () => void;
  onBack: () => void;
  onForward: () => void;
  onLast: () => void;
};

/**
 * First, back, forward and last (large targets for a thumb), the step counter, and a slider across every
 * recorded step. The buttons stay focusable at either end (aria-disabled), so the arrow keys keep working.
 */
export function TraceControls(props: TraceControlsProps) {
  const { index, stepCount } = props;
  const isFirst = index === 0;
  const isLast = index >= stepCount - 1;
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-1.5">
        <StepButton label="First step" keys="Home" isDisabled={isFirst} onClick={props.onFirst}>
          <ChevronFirst aria-hidden className="size-5" />
        </StepButton>
        <StepButton label="Previous step" keys="ArrowLeft" isDisabled={isFirst} onClick={props.onBack}>
          <ChevronLeft aria-hidden className="size-5" />
        </StepButton>
        <StepButton label="Next step" keys="ArrowRight" isDisabled={isLast} onClick={props.onForward} isPrimary>
          <ChevronRight aria-hidden className="size-5" />
        </StepButton>
        <StepButton label="Last step" keys="End" isDisabled={isLast} onClick={props.onLast}>
          <ChevronLast aria-hidden className="size-5" />
        </StepButton>
        <p className="ml-auto text-sm whitespace-nowrap text-slate-600 tabular-nums" data-step-counter>
          Step <span className="font-semibold text-slate-900">{(index + 1).toLocaleString("en-US")}</span> /{" "}
          {stepCount.toLocaleString("en-US")}
        </p>
      </div>
      <input
        type="range"
        min={0}
        max={Math.max(0, stepCount - 1)}
        step={1}
        value={index}
        onChange={(event) => props.onGo(Number(event.target.value))}
        aria-label="Step"
        aria-valuetext={props.valueText}
        disabled={stepCount <= 1}
        className="block h-10 w-full cursor-pointer accent-brand-600 disabled:cursor-default lg:h-7"
      />
    </div>
  );
}

type StepButtonProps = {
  label: string;
  keys: string;
  isDisabled: boolean;
  isPrimary?: boolean;
  onClick: () => void;
  children: ReactNode;
};

function StepButton({ label, keys, isDisabled, isPrimary, onClick, children }: StepButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-keyshortcuts={keys}
      aria-disabled={isDisabled}
      onClick={isDisabled ? undefined : onClick}
      className={clsx(
        "grid size-11 shrink-0 place-items-center rounded-lg transition-colors lg:size-9",
        isPrimary
          ? "bg-brand-600 text-white shadow-sm hover:bg-brand-700"
          : "border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50",
        "aria-disabled:cursor-default aria-disabled:opacity-45",
      )}
    >
      {children}
    </button>
  );
}
