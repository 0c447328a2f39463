import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, lazy, type PointerEvent, Suspense, useState } from "react";
import { resourcesTriggerClassName } from "./resources-trigger";

const loadDropdown = () => import("./resources-dropdown");
const ResourcesDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.ResourcesDropdown })));

/** The keys that open a menu button (WAI-ARIA menu button pattern, as Radix's trigger). */
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * The header's Resources menu. Until the visitor reaches for it, a plain button: the dropdown's code
 * (Radix's menu with its positioning, some 20 KiB gzipped) loads when the pointer or the focus comes to
 * the button, and takes its place, open, when it is pressed. Public pages download far less first.
 */
export function ResourcesMenu({ isOverlay }: { isOverlay: boolean }) {
  const [openedWith, setOpenedWith] = useState<"pointer" | "keyboard" | null>(null);
  const prefetch = () => void loadDropdown();
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={resourcesTriggerClassName(isOverlay)}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={(event: PointerEvent) => {
        // Radix's trigger opens on a primary press, not on the click after it.
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        setOpenedWith("pointer");
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setOpenedWith("keyboard");
      }}
    >
      Resources
      <ChevronDown aria-hidden className="size-4 transition-transform" />
    </button>
  );
  if (!openedWith) return button;
  return (
    <Suspense fallback={button}>
      <ResourcesDropdown isOverlay={isOverlay} openedWith={openedWith} />
    </Suspense>
  );
}
