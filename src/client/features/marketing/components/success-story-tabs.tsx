import { ArrowRight, Clock, TrendingUp } from "lucide-react";
import { ButtonLink } from "@/client/components/ui/button";
import { cardClasses } from "@/client/components/ui/card";
import { SectionHeading } from "@/client/components/ui/section-heading";
import { paths } from "@/client/config/paths";
import { useTabs } from "@/client/hooks/use-tabs";
import { FEATURED_STORIES } from "../lib/success-stories";
import { InitialsAvatar } from "./initials-avatar";

/**
 * Three featured stories behind a person picker; arrow keys move between people and wrap (the
 * WAI-ARIA tabs pattern of use-tabs.ts).
 */
export function SuccessStoryTabs() {
  const { selected, tabListProps, tabProps, panelProps } = useTabs({
    label: "Choose a success story",
    count: FEATURED_STORIES.length,
  });
  const story = FEATURED_STORIES[selected];
  return (
    <section
      id="success-stories"
      tabIndex={-1}
      aria-labelledby="success-stories-title"
      className="scroll-mt-20 bg-white px-4 py-24 outline-none sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="success-stories-title"
          eyebrow="Success stories"
          title="Engineers who got the offer"
          description="Real journeys from developers who prepared with PrepPilot."
        />
        <div className="mt-12">
          <div {...tabListProps} className="grid gap-3 sm:grid-cols-3">
            {FEATURED_STORIES.map((person, index) => (
              <button
                key={person.name}
                {...tabProps(index)}
                className={cardClasses({
                  padding: "sm",
                  flat: true,
                  className:
                    "flex items-center gap-3 text-left transition hover:border-brand-500 data-[state=active]:border-brand-600 data-[state=active]:bg-brand-50 data-[state=active]:ring-1 data-[state=active]:ring-brand-600",
                })}
              >
                <InitialsAvatar name={person.name} size="sm" />
                <span>
                  <span className="block font-semibold text-slate-900">{person.name}</span>
                  <span className="block text-sm text-slate-600">
                    {person.role} at {person.company}
                  </span>
                </span>
              </button>
            ))}
          </div>
          {story ? <StoryPanel story={story} panelProps={panelProps} /> : null}
        </div>
        <div className="mt-8 text-center">
          <ButtonLink to={paths.successStories} variant="secondary">
            Read more stories <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

type Story = (typeof FEATURED_STORIES)[number];

/** One person's story: the quote, the story, the salary increase, the timeline and the results. */
function StoryPanel({ story, panelProps }: { story: Story; panelProps: ReturnType<typeof useTabs>["panelProps"] }) {
  return (
    <div
      {...panelProps}
      className="mt-6 grid gap-8 rounded-2xl bg-slate-950 p-8 text-white sm:p-10 lg:grid-cols-[1.5fr_1fr]"
    >
      <div>
        <blockquote className="text-2xl font-medium text-pretty sm:text-3xl">“{story.quote}”</blockquote>
        <p className="mt-6 text-slate-300">{story.story}</p>
        <p className="mt-4 text-sm text-slate-400">Previously: {story.previousRole}</p>
      </div>
      <div className="space-y-4">
        <dl className="grid grid-cols-2 gap-4">
          <div className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
            <dt className="flex items-center gap-1.5 text-sm text-slate-400">
              <TrendingUp className="size-4" aria-hidden="true" /> Salary increase
            </dt>
            <dd className="mt-1 text-2xl font-semibold text-emerald-300">{story.salaryIncrease}</dd>
          </div>
          <div className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
            <dt className="flex items-center gap-1.5 text-sm text-slate-400">
              <Clock className="size-4" aria-hidden="true" /> Timeline
            </dt>
            <dd className="mt-1 text-2xl font-semibold">{story.timeline}</dd>
          </div>
        </dl>
        <ul className="space-y-2 text-sm text-slate-300">
          {story.results.map((result) => (
            <li key={result} className="rounded-lg bg-white/5 px-4 py-2 ring-1 ring-white/10">
              {result}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
