import { clsx } from "clsx";
import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

/**
 * Below the md breakpoint the header's links live in a sheet; it closes on Escape and on navigation.
 * The sheet's code (Radix's dialog) loads when the visitor reaches for the button and stays once it
 * has opened, so public pages do not download it first.
 */
export function MobileMenu({ isOverlay }: { isOverlay: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadSheet();

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        className={clsx(
          "inline-flex size-10 items-center justify-center rounded-lg md:hidden",
          isOverlay ? "text-white hover:bg-white/10 focus-visible:outline-white" : "text-slate-700 hover:bg-slate-100",
        )}
      >
        <Menu aria-hidden className="size-6" />
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuSheet isOpen={isOpen} onOpenChange={setIsOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
