import type { ReactNode } from "react";

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  /** ISO date, e.g. "2024-11-15". */
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
};

// Body text styles for the sections' plain elements, so each page writes only its words.
const PROSE =
  "text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-2 [&_li]:leading-7 [&_p]:mt-4 [&_p]:leading-7 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2024-11-15" → "November 15, 2024". Written out rather than through Intl, whose first call on a page
 * builds ICU's formatters: tens of milliseconds of one task while the page hydrates (src/shared/format-count.ts).
 */
function formatDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}, ${year}`;
}

/** A numbered legal text with its last-updated date and a table of contents linking to each section. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  const updated = formatDay(lastUpdated);
  return (
    <article>
      <div className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold text-brand-700">Legal</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-4 text-sm text-slate-600">
            Last updated: <time dateTime={lastUpdated}>{updated}</time>
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold text-slate-900">
            Contents
          </h2>
          <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-1 pl-4 text-slate-600 hover:border-slate-400 hover:text-slate-900"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={`max-w-3xl ${PROSE}`}>
          <div className="text-lg [&_p:first-child]:mt-0">{intro}</div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-12 scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
