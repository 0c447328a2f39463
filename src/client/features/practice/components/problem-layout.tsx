import { clsx } from "clsx";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { Group, Panel, Separator } from "react-resizable-panels";

export type MobileTab = "statement" | "code" | "results";

type ProblemLayoutProps = {
  isDesktop: boolean;
  /** The problem's title: the page's heading while the phone shows another tab than the statement. */
  title: string;
  topBar: ReactNode;
  statement: ReactNode;
  editor: ReactNode;
  results: ReactNode;
  /**
   * The step-through visualiser while it is open: on a desktop in the statement's place, beside the
   * editor; on a phone in the Results tab. What it covers stays mounted (notes and custom tests keep their text).
   */
  visualiser?: ReactNode;
  mobileTab: MobileTab;
  onMobileTabChange: (tab: MobileTab) => void;
};

const separator =
  "bg-slate-200 transition-colors hover:bg-brand-300 focus-visible:bg-brand-500 focus-visible:outline-none data-[separator=active]:bg-brand-500";

/**
 * Desktop: statement | editor over results, with draggable dividers (keyboard: focus a divider and use
 * the arrow keys), filling the viewport so only the panels scroll. Phone: Statement / Code / Results
 * tabs, all kept mounted so the editor keeps its state while the user reads the statement.
 */
export function ProblemLayout(props: ProblemLayoutProps) {
  const { isDesktop, topBar, statement, editor, results, visualiser } = props;
  if (isDesktop)
    return (
      <div className="flex h-dvh flex-col">
        {topBar}
        <Group orientation="horizontal" className="min-h-0 flex-1">
          <Panel id="statement" defaultSize="42%" minSize="20%">
            {visualiser ? <div className="h-full">{visualiser}</div> : null}
            <div className={clsx("h-full overflow-y-auto bg-white p-6", visualiser ? "hidden" : null)}>{statement}</div>
          </Panel>
          <Separator className={clsx(separator, "w-1.5")} aria-label="Resize the statement and the editor" />
          <Panel id="work" minSize="30%">
            <Group orientation="vertical" className="h-full">
              <Panel id="editor" defaultSize="60%" minSize="15%">
                {editor}
              </Panel>
              <Separator className={clsx(separator, "h-1.5")} aria-label="Resize the editor and the results" />
              <Panel id="results" minSize="12%">
                {results}
              </Panel>
            </Group>
          </Panel>
        </Group>
      </div>
    );
  const tabClass =
    "flex-1 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-slate-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700";
  return (
    <div className="flex min-h-dvh flex-col">
      {topBar}
      {/* The statement's h1 is hidden with its tab: the page keeps a level-one heading all the same. */}
      {props.mobileTab === "statement" ? null : <h1 className="sr-only">{props.title}</h1>}
      <Tabs.Root value={props.mobileTab} onValueChange={(value) => props.onMobileTabChange(value as MobileTab)}>
        <Tabs.List aria-label="Problem" className="sticky top-0 z-10 flex border-b border-slate-200 bg-white">
          <Tabs.Trigger value="statement" className={tabClass}>
            Statement
          </Tabs.Trigger>
          <Tabs.Trigger value="code" className={tabClass}>
            Code
          </Tabs.Trigger>
          <Tabs.Trigger value="results" className={tabClass}>
            Results
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="statement" forceMount className="bg-white p-4 data-[state=inactive]:hidden">
          {statement}
        </Tabs.Content>
        <Tabs.Content value="code" forceMount className="bg-white data-[state=inactive]:hidden">
          {editor}
        </Tabs.Content>
        <Tabs.Content value="results" forceMount className="data-[state=inactive]:hidden">
          {visualiser}
          <div className={visualiser ? "hidden" : undefined}>{results}</div>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
