import { Check, Minus, X } from "lucide-react";
import { COMPARISON_COLUMNS, COMPARISON_ROWS, type ComparisonValue } from "../lib/comparison";

function ComparisonCell({ value }: { value: ComparisonValue }) {
  if (value === true) {
    return (
      <>
        <Check className="mx-auto size-5 text-emerald-600" aria-hidden="true" />
        <span className="sr-only">Yes</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <X className="mx-auto size-5 text-slate-400" aria-hidden="true" />
        <span className="sr-only">No</span>
      </>
    );
  }
  if (value === "partial") {
    return (
      <>
        <Minus className="mx-auto size-5 text-amber-500" aria-hidden="true" />
        <span className="sr-only">Partly</span>
      </>
    );
  }
  return <span className="text-sm text-slate-700">{value}</span>;
}

/** PrepPilot against the usual ways to prepare; scrolls sideways on narrow screens. */
export function ComparisonTable() {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the table sideways
      tabIndex={0}
      aria-label="Comparison table"
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full min-w-[640px] text-left">
        <caption className="sr-only">How PrepPilot compares with other ways to prepare</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="p-4 text-sm font-semibold text-slate-900">
              Feature
            </th>
            {COMPARISON_COLUMNS.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={
                  index === 0
                    ? "bg-brand-50 p-4 text-center text-sm font-semibold text-brand-700"
                    : "p-4 text-center text-sm font-semibold text-slate-700"
                }
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARISON_ROWS.map((row) => (
            <tr key={row.feature} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="p-4 text-sm font-medium text-slate-700">
                {row.feature}
              </th>
              {row.values.map((value, index) => (
                <td
                  key={COMPARISON_COLUMNS[index]}
                  className={index === 0 ? "bg-brand-50/60 p-4 text-center" : "p-4 text-center"}
                >
                  <ComparisonCell value={value} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
