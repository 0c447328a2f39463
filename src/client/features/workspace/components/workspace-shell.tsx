import type { ReactNode } from "react";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";
import { getWorkspaceTabLabel, type WorkspaceTab } from "../lib/workspace-tabs";
import { MobileNav } from "./mobile-nav";
import { SideNav } from "./side-nav";

/** The signed-in layout: side navigation (a drawer on phones) and the current tab's panel. */
export function WorkspaceShell({ currentTab, children }: { currentTab: WorkspaceTab; children: ReactNode }) {
  const label = getWorkspaceTabLabel(currentTab);
  useDocumentMeta({
    title: label,
    description: "Your PrepPilot workspace: practice, mock interviews, analytics and settings.",
  });
  return (
    <div className="min-h-dvh bg-slate-50 lg:flex print:bg-white">
      <SideNav currentTab={currentTab} />
      <div className="min-w-0 flex-1">
        <MobileNav currentTab={currentTab} />
        <main
          id="main"
          className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8 print:max-w-none print:p-0"
        >
          <h1 className="sr-only">PrepPilot workspace</h1>
          {children}
        </main>
      </div>
    </div>
  );
}
