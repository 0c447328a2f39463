import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import type { WorkspaceTab } from "../lib/workspace-tabs";
import { BrandMark } from "./brand-mark";
import { LogoutNavButton } from "./logout-nav-button";
import { UserSummary } from "./user-summary";
import { WorkspaceNav } from "./workspace-nav";

/** On narrow screens the navigation is a drawer (a focus-trapping dialog) behind a menu button. */
export function MobileNav({ currentTab }: { currentTab: WorkspaceTab }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="sticky top-0 z-40 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4 lg:hidden print:hidden">
      <BrandMark />
      <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
        <Dialog.Trigger
          aria-label="Open navigation"
          className="grid size-10 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
        >
          <Menu aria-hidden className="size-6" />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-3 shadow-xl">
            <div className="flex items-center justify-between px-1 py-2">
              <BrandMark />
              <Dialog.Close
                aria-label="Close navigation"
                className="grid size-10 place-items-center rounded-md text-slate-600 hover:bg-slate-100"
              >
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            </div>
            <Dialog.Title className="sr-only">Navigation</Dialog.Title>
            <Dialog.Description className="sr-only">Choose a workspace tab.</Dialog.Description>
            <div className="mt-4 flex-1 overflow-y-auto">
              <WorkspaceNav currentTab={currentTab} onNavigate={() => setIsOpen(false)} />
            </div>
            <div className="space-y-2 border-t border-slate-200 pt-3">
              <UserSummary onNavigate={() => setIsOpen(false)} />
              <LogoutNavButton />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
