import { clsx } from "clsx";
import { SectionHeading } from "@/client/components/ui/section-heading";
import { useTabs } from "@/client/hooks/use-tabs";
import { TOUR_STEPS } from "../lib/features-content";
import { TourScreen } from "./tour-screen";

/** The in-page walkthrough the features hero's "Watch demo" button scrolls to. */
export function ProductTour() {
  const { selected, tabListProps, tabProps, panelProps } = useTabs({
    label: "Steps of a practice session",
    count: TOUR_STEPS.length,
    orientation: "vertical",
  });
  return (
    <section
      id="product-tour"
      tabIndex={-1}
      aria-labelledby="product-tour-title"
      className="scroll-mt-20 bg-slate-950 px-4 py-24 outline-none sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="product-tour-title"
          tone="dark"
          eyebrow="Product tour"
          title="A practice session in three steps"
          description="From choosing a target to a scored debrief in under an hour."
        />
        <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_1.6fr]">
          <div {...tabListProps} className="flex flex-col gap-3">
            {TOUR_STEPS.map((step, index) => (
              <button
                key={step.title}
                {...tabProps(index)}
                className={clsx(
                  "rounded-xl p-5 text-left ring-1 ring-white/10 transition hover:bg-white/5",
                  "data-[state=active]:bg-white/10 data-[state=active]:ring-indigo-400",
                )}
              >
                <span className="text-sm font-semibold text-indigo-300">Step {index + 1}</span>
                <span className="mt-1 block text-lg font-semibold text-white">{step.title}</span>
                <span className="mt-1 block text-sm text-slate-300">{step.description}</span>
              </button>
            ))}
          </div>
          <div {...panelProps} className="rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-indigo-400">
            <TourScreen step={selected} />
          </div>
        </div>
      </div>
    </section>
  );
}
