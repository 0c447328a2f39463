import { BarChart3, Code, LibraryBig, Mic, Network, ShieldCheck } from "lucide-react";
import { PageIntro } from "@/client/components/layouts/page-intro";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";
import { TRIAL_DAYS } from "@/shared/constants/plans";

const AVAILABLE_TODAY = [
  {
    icon: Code,
    title: "Practice Arena",
    items: [
      "Coding problems with examples, constraints and hints, filtered by difficulty, topic and company.",
      "Run your solution against each problem's tests without leaving the browser.",
    ],
  },
  {
    icon: Mic,
    title: "Mock Interviews",
    items: [
      "Five-question sessions for technical, system design and behavioral interviews.",
      "Follow-up questions and what a strong answer covers, for every question.",
    ],
  },
  {
    icon: Network,
    title: "System Design Lab",
    items: [
      "Scenarios at basic, intermediate and advanced complexity, with requirements and constraints.",
      "A concept library and the habits interviewers look for.",
    ],
  },
  {
    icon: BarChart3,
    title: "Analytics Hub",
    items: ["Problems solved, interviews completed and your weekly activity, from your own practice."],
  },
  {
    icon: LibraryBig,
    title: "Built-in content library",
    items: [
      "Curated problems, questions and scenarios that work with no AI provider configured.",
      "AI-generated practice when an AI provider is set up; the key never reaches your browser.",
    ],
  },
  {
    icon: ShieldCheck,
    title: "Accounts and privacy",
    items: [
      `A ${TRIAL_DAYS}-day free trial on every new account, no card needed.`,
      "Email sign-in with verification, password reset and two-factor authentication.",
      "Cookie choices that are actually saved, and a newsletter you can join from any page.",
    ],
  },
];

export default function ChangelogPage() {
  useDocumentMeta({
    title: "Changelog",
    description: "What PrepPilot offers today, and where new releases will be listed as they ship.",
  });
  return (
    <>
      <PageIntro eyebrow="Changelog" title="What's in PrepPilot today">
        <p>
          This is the first entry: everything you can use right now. From here on, each release is added at the top of
          this page with its date and what changed.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <section aria-labelledby="changelog-today">
          <div className="flex flex-wrap items-baseline gap-3">
            <h2 id="changelog-today" className="text-2xl font-semibold tracking-tight text-slate-900">
              Available today
            </h2>
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">Current</span>
          </div>
          <div className="mt-8 grid gap-5 sm:grid-cols-2">
            {AVAILABLE_TODAY.map(({ icon: Icon, ...group }) => (
              <article key={group.title} className="rounded-2xl border border-slate-200 p-6">
                <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                  <Icon aria-hidden className="size-5 text-brand-600" />
                  {group.title}
                </h3>
                <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-600 marker:text-slate-400">
                  {group.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
