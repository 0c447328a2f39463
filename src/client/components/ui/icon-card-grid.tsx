import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export type IconCardItem = { icon: LucideIcon; title: string; description: string };

const COLUMNS = {
  3: { grid: "lg:grid-cols-3", icon: "size-7" },
  // Four to a row makes narrower cards, which a smaller icon suits.
  4: { grid: "sm:grid-cols-2 lg:grid-cols-4", icon: "size-6" },
} as const;

const SIZES = {
  md: { card: "p-6", title: "", description: "text-sm" },
  lg: { card: "p-8", title: "text-xl", description: "" },
} as const;

type IconCardGridProps<Item extends IconCardItem> = {
  items: readonly Item[];
  /** "center" suits short statements; longer cards read better left-aligned. */
  align?: "left" | "center";
  columns?: keyof typeof COLUMNS;
  /** "lg" gives room to cards that carry more below their text (see `renderMore`). */
  size?: keyof typeof SIZES;
  /** Extra content at the end of a card, e.g. a list of tips. */
  renderMore?: (item: Item) => ReactNode;
};

/** A grid of white cards, each an icon, a title and a short text: the public pages' values and topics. */
export function IconCardGrid<Item extends IconCardItem>({
  items,
  align = "left",
  columns = 3,
  size = "md",
  renderMore,
}: IconCardGridProps<Item>) {
  const sizing = SIZES[size];
  return (
    <ul className={clsx("mt-14 grid gap-6", COLUMNS[columns].grid)}>
      {items.map((item) => (
        <li
          key={item.title}
          className={clsx(
            "rounded-2xl border border-slate-200 bg-white shadow-sm",
            sizing.card,
            align === "center" && "text-center",
          )}
        >
          <item.icon
            className={clsx("text-brand-600", COLUMNS[columns].icon, align === "center" && "mx-auto")}
            aria-hidden="true"
          />
          <h3 className={clsx("mt-4 font-semibold text-slate-900", sizing.title)}>{item.title}</h3>
          <p className={clsx("mt-2 text-slate-600", sizing.description)}>{item.description}</p>
          {renderMore?.(item)}
        </li>
      ))}
    </ul>
  );
}
