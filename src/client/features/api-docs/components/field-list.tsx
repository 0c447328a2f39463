import type { FieldRow } from "../lib/read-api-document";

/** An input's fields: name, type, whether it is required, and its limits, one row each (no wide table on a phone). */
export function FieldList({ title, fields }: { title: string; fields: FieldRow[] }) {
  if (fields.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {fields.map((field) => (
          // A body of several shapes repeats a name in each shape.
          <li key={`${field.shape ?? 0}-${field.name}`} className="px-3 py-2 text-sm">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <code className="font-mono font-semibold break-all text-slate-900">{field.name}</code>
              <span className="font-mono text-xs text-brand-700">{field.type}</span>
              <span className={field.isRequired ? "text-xs font-medium text-red-700" : "text-xs text-slate-500"}>
                {field.isRequired ? "required" : "optional"}
              </span>
            </div>
            {field.rules.length > 0 || field.description ? (
              <p className="mt-0.5 text-slate-600 break-words">
                {[field.description, ...field.rules].filter(Boolean).join(" · ")}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
