import { SectionHeading } from "@/client/components/ui/section-heading";
import { MORE_STORIES } from "../lib/success-stories";
import { InitialsAvatar } from "./initials-avatar";

/** Six more stories in full: quote, numbers, challenges, results and the story itself. */
export function StoryGrid() {
  return (
    <section aria-labelledby="more-stories-title" className="bg-slate-50 px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="more-stories-title"
          eyebrow="More stories"
          title="From every background, to every company"
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {MORE_STORIES.map((story) => (
            <li key={story.name}>
              <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <InitialsAvatar name={story.name} />
                  <div>
                    <h3 className="font-semibold text-slate-900">{story.name}</h3>
                    <p className="text-sm text-slate-600">
                      {story.role} at {story.company}
                    </p>
                  </div>
                </div>
                <p className="mt-3 text-xs text-slate-600">Previously {story.previousRole}</p>
                <dl className="mt-4 flex gap-3 text-sm">
                  <div className="rounded-lg bg-emerald-50 px-3 py-1.5">
                    <dt className="sr-only">Salary increase</dt>
                    <dd className="font-semibold text-emerald-800">{story.salaryIncrease} salary</dd>
                  </div>
                  <div className="rounded-lg bg-brand-50 px-3 py-1.5">
                    <dt className="sr-only">Timeline</dt>
                    <dd className="font-semibold text-brand-700">{story.timeline}</dd>
                  </div>
                </dl>
                <blockquote className="mt-4 font-medium text-slate-900">“{story.quote}”</blockquote>
                <p className="mt-3 flex-1 text-sm text-slate-600">{story.story}</p>
                <div className="mt-5 grid grid-cols-2 gap-4 border-t border-slate-100 pt-4 text-sm">
                  <div>
                    <h4 className="font-semibold text-slate-900">Challenges</h4>
                    <ul className="mt-1 space-y-1 text-slate-600">
                      {story.challenges.map((challenge) => (
                        <li key={challenge}>{challenge}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4 className="font-semibold text-slate-900">Results</h4>
                    <ul className="mt-1 space-y-1 text-slate-600">
                      {story.results.map((result) => (
                        <li key={result}>{result}</li>
                      ))}
                    </ul>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
