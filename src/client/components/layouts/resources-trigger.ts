import { clsx } from "clsx";

/** The Resources button's look, the same before and after the dropdown's code loads (resources-menu.tsx). */
export function resourcesTriggerClassName(isOverlay: boolean) {
  return clsx(
    "group inline-flex items-center gap-1 rounded-md px-1.5 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3",
    isOverlay
      ? "text-slate-200 hover:text-white focus-visible:outline-white data-[state=open]:text-white"
      : "text-slate-600 hover:text-slate-900 data-[state=open]:text-slate-900",
  );
}
