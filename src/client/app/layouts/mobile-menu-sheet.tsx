import { clsx } from "clsx";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Link } from "wouter";
import { PRIMARY_LINKS, RESOURCE_LINKS } from "@/client/components/layouts/site-links";
import { SiteLogo } from "@/client/components/layouts/site-logo";
import { SiteNavLink } from "@/client/components/layouts/site-nav-link";
import { HeaderAccount } from "./header-account";

const LINK_CLASSES = "flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium hover:bg-slate-100";

type MobileMenuSheetProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opened it (mobile-menu.tsx), which gets the focus back when the sheet closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/** The mobile menu's sheet (Radix's dialog), loaded the first time the menu opens: see mobile-menu.tsx. */
export function MobileMenuSheet({ isOpen, onOpenChange, triggerRef }: MobileMenuSheetProps) {
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-sm md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix gives the focus back to its own trigger; the menu's button is ours.
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-white shadow-xl md:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <SiteLogo onClick={close} />
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 px-3 py-4">
            <ul className="space-y-1">
              {PRIMARY_LINKS.map((link) => (
                <li key={link.to}>
                  <SiteNavLink
                    to={link.to}
                    onClick={close}
                    className={({ isActive }) => clsx(LINK_CLASSES, isActive ? "text-brand-700" : "text-slate-800")}
                  >
                    {link.label}
                  </SiteNavLink>
                </li>
              ))}
            </ul>
            <h2 className="mt-6 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">Resources</h2>
            <ul className="mt-2 space-y-1">
              {RESOURCE_LINKS.map(({ icon: Icon, ...link }) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close} className={clsx(LINK_CLASSES, "text-slate-800")}>
                    <Icon aria-hidden className="size-5 text-brand-600" />
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-slate-200 p-4">
            <HeaderAccount variant="menu" onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
