import type { EditorialSection } from "@/shared/editorial/editorial";
import { ProblemMarkdown } from "./problem-markdown";

/** An editorial's sections, each under its title: the whole of it once solved, or the sections unlocked so far. */
export function ProblemEditorial({
  sections,
  headingId,
}: {
  sections: readonly EditorialSection[];
  headingId?: string;
}) {
  return (
    <div className="space-y-5">
      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`${headingId ?? "editorial"}-${section.id}`}
          className="space-y-2 border-l-2 border-brand-100 pl-3"
        >
          <h3 id={`${headingId ?? "editorial"}-${section.id}`} className="text-sm font-semibold text-slate-900">
            {section.title}
          </h3>
          <ProblemMarkdown text={section.markdown} className="text-sm text-slate-800" />
        </section>
      ))}
    </div>
  );
}
