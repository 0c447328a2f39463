import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { type PendingUse, ResourcesTrigger } from "./header-menu-triggers";
import { RESOURCE_LINKS } from "./site-links";

/** The header's Resources dropdown: opens by click, Enter, Space or the arrow keys. */
export function ResourcesMenu({ isOverlay, pendingUse }: { isOverlay: boolean; pendingUse: PendingUse }) {
  return (
    // Not modal: a menu of links should not lock page scrolling or hide the page from screen readers.
    <DropdownMenu.Root modal={false} defaultOpen={pendingUse === "opened"}>
      <DropdownMenu.Trigger asChild>
        <ResourcesTrigger isOverlay={isOverlay} autoFocus={pendingUse === "focused"} />
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
