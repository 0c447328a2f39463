import { clsx } from "clsx";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { Group, Panel, Separator } from "react-resizable-panels";

export type MobileTab = "brief" | "notes" | "diagram" | "review";
export type PanelTab = Exclude<MobileTab, "diagram">;

/** A phone shows the canvas as one more tab; a laptop shows it beside the others. */
const MOBILE_TABS = [
  ["brief", "Brief"],
  ["notes", "Notes"],
  ["diagram", "Diagram"],
  ["review", "Review"],
] as const satisfies readonly (readonly [MobileTab, string])[];
const DESKTOP_TABS = [
  ["brief", "Brief"],
  ["notes", "Notes"],
  ["review", "Review"],
] as const satisfies readonly (readonly [PanelTab, string])[];

function TabList({ tabs, className }: { tabs: readonly (readonly [string, string])[]; className: string }) {
  return (
    <Tabs.List aria-label="Design" className={clsx("flex border-b border-slate-200", className)}>
      {tabs.map(([value, label]) => (
        <Tabs.Trigger
          key={value}
          value={value}
          className="flex-1 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-slate-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
        >
          {label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}

type LayoutProps<Tab> = {
  /** The top bar, and the conflict banner when there is one. */
  header: ReactNode;
  canvas: ReactNode;
  panels: Record<PanelTab, ReactNode>;
  tab: Tab;
  onTabChange: (tab: Tab) => void;
};

export function MobileDesignLayout({ header, canvas, panels, tab, onTabChange }: LayoutProps<MobileTab>) {
  return (
    <div className="flex min-h-dvh flex-col">
      {header}
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as MobileTab)}>
        <TabList tabs={MOBILE_TABS} className="sticky top-0 z-10 bg-white" />
        {MOBILE_TABS.map(([each]) => (
          <Tabs.Content key={each} value={each} forceMount className="bg-white data-[state=inactive]:hidden">
            {each === "diagram" ? canvas : panels[each]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

export function DesktopDesignLayout({ header, canvas, panels, tab, onTabChange }: LayoutProps<PanelTab>) {
  return (
    <div className="flex h-dvh flex-col">
      {header}
      <Group orientation="horizontal" className="min-h-0 flex-1">
        <Panel id="design-panel" defaultSize="30%" minSize="20%">
          <Tabs.Root
            value={tab}
            onValueChange={(value) => onTabChange(value as PanelTab)}
            className="flex h-full flex-col bg-white"
          >
            <TabList tabs={DESKTOP_TABS} className="shrink-0" />
            {DESKTOP_TABS.map(([each]) => (
              <Tabs.Content
                key={each}
                value={each}
                forceMount
                className="min-h-0 flex-1 overflow-y-auto data-[state=inactive]:hidden"
              >
                {panels[each]}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Panel>
        <Separator
          className="w-1.5 bg-slate-200 transition-colors hover:bg-brand-300 focus-visible:bg-brand-500 focus-visible:outline-none data-[separator=active]:bg-brand-500"
          aria-label="Resize the notes and the canvas"
        />
        <Panel id="canvas-panel" minSize="40%">
          {canvas}
        </Panel>
      </Group>
    </div>
  );
}
