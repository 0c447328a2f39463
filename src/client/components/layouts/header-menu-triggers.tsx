import { clsx } from "clsx";
import { ChevronDown, Menu } from "lucide-react";
import type { ComponentProps } from "react";

/** How a menu's stand-in trigger was used before the menu's code arrived (see lazy-header-menus.tsx). */
export type PendingUse = "none" | "focused" | "opened";

type TriggerProps = ComponentProps<"button"> & { isOverlay: boolean };

/**
 * The header menus' buttons, kept apart from Radix so the header can show them before the menus'
 * code has loaded (see lazy-header-menus.tsx); Radix's triggers render them through `asChild`.
 */
export function ResourcesTrigger({ isOverlay, className, ...props }: TriggerProps) {
  return (
    <button
      type="button"
      className={clsx(
        "group inline-flex items-center gap-1 rounded-md px-1.5 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3",
        isOverlay
          ? "text-slate-200 hover:text-white focus-visible:outline-white data-[state=open]:text-white"
          : "text-slate-600 hover:text-slate-900 data-[state=open]:text-slate-900",
        className,
      )}
      {...props}
    >
      Resources
      <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
    </button>
  );
}

export function MobileMenuTrigger({ isOverlay, className, ...props }: TriggerProps) {
  return (
    <button
      type="button"
      aria-label="Open menu"
      className={clsx(
        "inline-flex size-10 items-center justify-center rounded-lg md:hidden",
        isOverlay ? "text-white hover:bg-white/10 focus-visible:outline-white" : "text-slate-700 hover:bg-slate-100",
        className,
      )}
      {...props}
    >
      <Menu aria-hidden className="size-6" />
    </button>
  );
}
