import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { resourcesTriggerClassName } from "./resources-trigger";
import { RESOURCE_LINKS } from "./site-links";

type ResourcesDropdownProps = {
  isOverlay: boolean;
  /** How the visitor opened the menu before this code was here (resources-menu.tsx). */
  openedWith: "pointer" | "keyboard";
};

/**
 * The header's Resources dropdown (Radix), which takes the place of resources-menu.tsx's button on the
 * first press and starts open: opens by click, Enter, Space or the arrow keys.
 */
export function ResourcesDropdown({ isOverlay, openedWith }: ResourcesDropdownProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(openedWith === "pointer");
  // From the keyboard, the button this replaces had the focus: its place has it now.
  useLayoutEffect(() => {
    if (openedWith === "keyboard") triggerRef.current?.focus({ preventScroll: true });
  }, [openedWith]);
  useEffect(() => {
    if (openedWith !== "keyboard") return;
    // Radix saw no key press: give its trigger one, so the menu opens as from the keyboard (first item focused).
    triggerRef.current?.dispatchEvent(
      new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true }),
    );
  }, [openedWith]);
  return (
    // Not modal: a menu of links should not lock page scrolling or hide the page from screen readers.
    <DropdownMenu.Root modal={false} open={isOpen} onOpenChange={setIsOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className={resourcesTriggerClassName(isOverlay)}>
        Resources
        <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/10"
        >
          {RESOURCE_LINKS.map(({ icon: Icon, ...link }) => {
            return (
              <DropdownMenu.Item key={link.to} asChild>
                <Link
                  to={link.to}
                  className="flex items-start gap-3 rounded-lg px-3 py-2.5 outline-none data-[highlighted]:bg-slate-100"
                >
                  <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <span>
                    <span className="block text-sm font-medium text-slate-900">{link.label}</span>
                    <span className="block text-xs text-slate-600">{link.description}</span>
                  </span>
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
