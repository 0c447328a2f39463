import { type KeyboardEvent, useId, useState } from "react";

type Orientation = "horizontal" | "vertical";

type Move = (index: number, count: number) => number;
const next: Move = (index, count) => (index + 1) % count;
const previous: Move = (index, count) => (index - 1 + count) % count;
const ENDS: Record<string, Move> = { Home: () => 0, End: (_index, count) => count - 1 };

/** The keys that move between the tabs, as in the WAI-ARIA tabs pattern; the arrows wrap around. */
const FOCUS_MOVES: Record<Orientation, Record<string, Move>> = {
  horizontal: { ArrowRight: next, ArrowLeft: previous, ...ENDS },
  vertical: { ArrowDown: next, ArrowUp: previous, ...ENDS },
};

/**
 * The WAI-ARIA tabs pattern for the public pages (roving tabindex, the choice follows focus, a
 * labelled panel): spread `tabListProps` on the list, `tabProps(index)` on each tab button and
 * `panelProps` on the one panel shown, the selected tab's. Written out rather than taken from a component library, whose tabs set state while
 * React commits the hydrated page (the panel's presence is measured in a ref callback): that forces a
 * second, synchronous render into the same task and holds the main thread for tens of milliseconds
 * on a phone (docs/decisions/011-public-pages-start-their-scripts-after-the-first-paint.md).
 */
export function useTabs({
  count,
  label,
  orientation = "horizontal",
}: {
  count: number;
  /** The tab list's accessible name. */
  label: string;
  orientation?: Orientation;
}) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = FOCUS_MOVES[orientation][event.key];
    if (!move) return;
    event.preventDefault();
    const target = move(index, count);
    setSelected(target);
    document.getElementById(tabId(target))?.focus();
  }

  return {
    selected,
    tabListProps: { role: "tablist", "aria-label": label, "aria-orientation": orientation } as const,
    tabProps: (index: number) => {
      const isSelected = index === selected;
      return {
        type: "button",
        role: "tab",
        id: tabId(index),
        "aria-selected": isSelected,
        "aria-controls": panelId(index),
        tabIndex: isSelected ? 0 : -1,
        "data-state": isSelected ? "active" : "inactive",
        onClick: () => setSelected(index),
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, index),
      } as const;
    },
    /** Tab from the selected tab reaches the panel, so it takes focus (tabIndex 0). */
    panelProps: {
      role: "tabpanel",
      id: panelId(selected),
      "aria-labelledby": tabId(selected),
      tabIndex: 0,
      "data-state": "active",
    } as const,
  };
}
