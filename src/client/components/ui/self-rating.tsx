import { clsx } from "clsx";
import type { ReactNode } from "react";
import { ANSWER_RATING_LABELS, ANSWER_RATING_MAX, ANSWER_RATING_MIN } from "@/shared/schemas/interviews";

const RATINGS = Array.from(
  { length: ANSWER_RATING_MAX - ANSWER_RATING_MIN + 1 },
  (_, offset) => ANSWER_RATING_MIN + offset,
);

type SelfRatingProps = {
  /** Names the radio group (one per rated item). */
  name: string;
  legend: string;
  /** What to rate against: the evaluation criteria, after a line of instructions (none while they are unknown). */
  instructions: ReactNode;
  criteria?: readonly string[];
  value: number | null;
  disabled: boolean;
  onChange: (rating: number) => void;
  children?: ReactNode;
};

/** A 1–5 self-rating against evaluation criteria (an interview answer, a system design). */
export function SelfRating({
  name,
  legend,
  instructions,
  criteria = [],
  value,
  disabled,
  onChange,
  children,
}: SelfRatingProps) {
  const rubricId = `${name}-rubric`;
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={rubricId}
      className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div id={rubricId} className="space-y-1 text-sm text-slate-700">
        <p>{instructions}</p>
        {criteria.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5">
            {criteria.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="grid grid-cols-5 gap-1.5 sm:gap-2">
        {RATINGS.map((rating) => (
          <label key={rating} className="relative block">
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              // Invisible over its tile rather than sr-only: a tap anywhere on the tile lands on the radio itself.
              className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-default"
            />
            <span
              className={clsx(
                "pointer-events-none flex h-full flex-col items-center justify-center gap-0.5 rounded-lg border px-1 py-2 text-center",
                "border-slate-300 bg-white text-slate-800 peer-hover:border-brand-500",
                "peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
                "peer-disabled:opacity-60",
              )}
            >
              <span className="block text-base font-bold">{rating}</span>
              <span className="block text-xs leading-tight">{ANSWER_RATING_LABELS[rating]}</span>
            </span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
