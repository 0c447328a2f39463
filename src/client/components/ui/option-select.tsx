import { formatOptionLabel } from "@/client/lib/format-option-label";

type OptionSelectProps = {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  /** Labels that differ from the formatted value, e.g. { all: "All difficulties" }. */
  optionLabels?: Record<string, string>;
  disabled?: boolean;
};

/** A native select with a visible label tied to it: keyboard and screen-reader friendly as is. */
export function OptionSelect({ id, label, value, options, onChange, optionLabels = {}, disabled }: OptionSelectProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels[option] ?? formatOptionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
