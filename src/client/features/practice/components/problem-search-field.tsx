import { Search } from "lucide-react";
import { PROBLEM_SEARCH_MAX_LENGTH } from "@/shared/schemas/practice";

type ProblemSearchFieldProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** The search box of a problem list (My problems, the Problem Library): a labelled field with a search icon. */
export function ProblemSearchField({ id, label, placeholder, value, onChange }: ProblemSearchFieldProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          maxLength={PROBLEM_SEARCH_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500"
        />
      </div>
    </div>
  );
}
