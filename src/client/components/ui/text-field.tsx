import { clsx } from "clsx";
import { type ComponentProps, type ReactNode, useId } from "react";

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  error?: string;
  /** Extra help under the field, tied to the input like the error. */
  hint?: ReactNode;
  /** A control drawn inside the right end of the input (the show-password toggle). */
  trailing?: ReactNode;
};

/**
 * A labelled input whose error is tied to it (aria-invalid, aria-describedby) and announced. The
 * forms validate on submit only, and editing a field clears its error.
 */
export function TextField({ label, error, hint, trailing, className, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = clsx(error ? errorId : null, hint ? hintId : null) || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            "block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm",
            "placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600",
            "disabled:cursor-not-allowed disabled:bg-slate-50",
            error ? "border-red-600" : "border-slate-300",
            trailing ? "pr-12" : null,
          )}
          {...inputProps}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div> : null}
      </div>
      {/* Always present, so screen readers announce the message when it appears. */}
      <p id={errorId} aria-live="polite" className="mt-1.5 text-sm text-red-700 empty:hidden">
        {error}
      </p>
      {hint ? (
        <div id={hintId} className="mt-2">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
