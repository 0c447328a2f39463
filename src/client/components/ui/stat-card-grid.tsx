import { clsx } from "clsx";
import { Card } from "@/client/components/ui/card";

export type StatCardItem = { label: string; value: string | number; note?: string };

const LAYOUTS = {
  // Six short figures (the Practice Arena's counts) fit three to a row on a phone.
  6: { grid: "grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6", card: "p-3" },
  4: { grid: "grid grid-cols-2 gap-3 lg:grid-cols-4", card: "p-4" },
} as const;

type StatCardGridProps = {
  /** Names the list for screen readers and tests, e.g. "Problem statistics". */
  label: string;
  items: readonly StatCardItem[];
  columns?: keyof typeof LAYOUTS;
  /** Words (a type, a date) need a smaller figure that may wrap; numbers do not. */
  hasTextValues?: boolean;
};

/** A lab's row of figures: each card a label over its value, with an optional note under it. */
export function StatCardGrid({ label, items, columns = 4, hasTextValues = false }: StatCardGridProps) {
  const layout = LAYOUTS[columns];
  return (
    <dl aria-label={label} className={layout.grid}>
      {items.map((item) => (
        <Card key={item.label} padding="none" flat className={layout.card}>
          <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
          <dd className={clsx("mt-1 font-bold text-slate-900", hasTextValues ? "text-xl break-words" : "text-2xl")}>
            {item.value}
          </dd>
          {item.note ? <dd className="mt-1 text-xs text-slate-600">{item.note}</dd> : null}
        </Card>
      ))}
    </dl>
  );
}
