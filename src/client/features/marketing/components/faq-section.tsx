import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { SectionHeading } from "@/client/components/ui/section-heading";
import { FAQ_ITEMS } from "../lib/home-content";

/** The keys that move between the questions, as in the WAI-ARIA accordion pattern. */
const FOCUS_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * One answer open at a time, the first to begin with; clicking the open question closes it. The
 * WAI-ARIA accordion pattern written out (a button with aria-expanded in a heading, a labelled region;
 * the arrow keys, Home and End move between questions): a component library's accordion would add
 * some 3 KiB gzipped to the home page's first download for the same behaviour.
 */
export function FaqSection() {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(0);

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = FOCUS_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    document.getElementById(`${baseId}-question-${move(index, FAQ_ITEMS.length)}`)?.focus();
  }

  return (
    <section aria-labelledby="faq-title" className="bg-white px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-12 divide-y divide-slate-200">
          {FAQ_ITEMS.map((item, index) => {
            const isOpen = openIndex === index;
            const state = isOpen ? "open" : "closed";
            const questionId = `${baseId}-question-${index}`;
            const answerId = `${baseId}-answer-${index}`;
            return (
              <div key={item.question} data-state={state} className="py-2">
                <h3>
                  <button
                    type="button"
                    id={questionId}
                    aria-expanded={isOpen}
                    aria-controls={answerId}
                    data-state={state}
                    onClick={() => setOpenIndex(isOpen ? null : index)}
                    onKeyDown={(event) => moveFocus(event, index)}
                    className="group flex w-full items-center justify-between gap-4 rounded-lg py-4 text-left text-lg font-medium text-slate-900 hover:text-brand-700"
                  >
                    {item.question}
                    <ChevronDown
                      className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                      aria-hidden="true"
                    />
                  </button>
                </h3>
                <section
                  id={answerId}
                  aria-labelledby={questionId}
                  hidden={!isOpen}
                  data-state={state}
                  className="pb-4 text-slate-600"
                >
                  {isOpen ? item.answer : null}
                </section>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
