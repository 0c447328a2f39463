import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { RESOURCE_LINKS } from "./site-links";

/** The header's Resources dropdown: opens by click, Enter, Space or the arrow keys. */
export function ResourcesMenu({ isOverlay }: { isOverlay: boolean }) {
  return (
    // Not modal: a menu of links should not lock page scrolling or hide the page from screen readers.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={clsx(
          "group inline-flex items-center gap-1 rounded-md px-1.5 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3",
          isOverlay
            ? "text-slate-200 hover:text-white focus-visible:outline-white data-[state=open]:text-white"
            : "text-slate-600 hover:text-slate-900 data-[state=open]:text-slate-900",
        )}
      >
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
