import { clsx } from "clsx";
import type { ReactElement, ReactNode } from "react";

export const inputClasses = clsx(
  "mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm",
  "placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none",
  "aria-invalid:border-red-500 disabled:bg-slate-50",
);

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  className?: string;
  /** The control; give it `id` and `aria-describedby={getDescribedBy(id, …)}`. */
  children: ReactElement;
};

/** The ids of a field's hint and error, for the control's aria-describedby. */
export function getDescribedBy(id: string, { error, hasHint }: { error?: string; hasHint?: boolean }) {
  return [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** A label above its control, with an optional hint and the field's error below. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
