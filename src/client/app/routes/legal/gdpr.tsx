import { useDocumentMeta } from "@/client/hooks/use-document-meta";
import { useTabs } from "@/client/hooks/use-tabs";
import { GdprDataProcessing, GdprOverview, GdprRequests, GdprRights } from "./gdpr-tabs";

const TABS = [
  { value: "overview", label: "Overview", content: <GdprOverview /> },
  { value: "rights", label: "Your Rights", content: <GdprRights /> },
  { value: "data-processing", label: "Data Processing", content: <GdprDataProcessing /> },
  { value: "requests", label: "Requests", content: <GdprRequests /> },
];

export default function GdprPage() {
  useDocumentMeta({
    title: "GDPR",
    description:
      "Your rights under the GDPR, what personal data PrepPilot processes and for how long, and how to ask for access, correction, deletion or export.",
  });
  const { selected, tabListProps, tabProps, panelProps } = useTabs({ label: "GDPR topics", count: TABS.length });
  return (
    <>
      <div className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold text-brand-700">Legal</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">GDPR and your data</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">
            The General Data Protection Regulation gives you control over your personal data. These are your rights,
            what we process and why, and how to use them.
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <div
          {...tabListProps}
          className="grid grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-slate-50 p-1 sm:flex"
        >
          {TABS.map((tab, index) => (
            <button
              key={tab.value}
              {...tabProps(index)}
              className="rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div {...panelProps} className="pt-10 outline-none">
          {TABS[selected]?.content}
        </div>
      </div>
    </>
  );
}
