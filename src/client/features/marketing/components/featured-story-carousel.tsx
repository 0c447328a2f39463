import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCarousel } from "../hooks/use-carousel";
import { FEATURED_STORIES, type SuccessStory } from "../lib/success-stories";
import { InitialsAvatar } from "./initials-avatar";

const arrowClasses =
  "grid size-11 place-items-center rounded-full bg-white/10 text-white ring-1 ring-white/20 transition hover:bg-white/20";

function FeaturedStory({ story }: { story: SuccessStory }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
      <div>
        <InitialsAvatar name={story.name} size="xl" />
        <h3 className="mt-6 text-2xl font-semibold">{story.name}</h3>
        <p className="text-indigo-200">
          {story.role} at {story.company}
        </p>
        <p className="mt-1 text-sm text-slate-400">Previously {story.previousRole}</p>
        <dl className="mt-8 grid grid-cols-2 gap-4">
          <div className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
            <dt className="text-sm text-slate-400">Salary increase</dt>
            <dd className="mt-1 text-2xl font-semibold text-emerald-300">{story.salaryIncrease}</dd>
          </div>
          <div className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
            <dt className="text-sm text-slate-400">Timeline</dt>
            <dd className="mt-1 text-2xl font-semibold">{story.timeline}</dd>
          </div>
        </dl>
      </div>
      <div>
        <blockquote className="text-2xl font-medium text-pretty">“{story.quote}”</blockquote>
        <p className="mt-6 text-slate-300">{story.story}</p>
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <div>
            <h4 className="text-sm font-semibold text-slate-200">Challenges</h4>
            <ul className="mt-2 space-y-1 text-sm text-slate-400">
              {story.challenges.map((challenge) => (
                <li key={challenge}>{challenge}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="text-sm font-semibold text-slate-200">Results</h4>
            <ul className="mt-2 space-y-1 text-sm text-slate-400">
              {story.results.map((result) => (
                <li key={result}>{result}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The featured stories, one at a time; previous and next wrap around. */
export function FeaturedStoryCarousel() {
  const carousel = useCarousel(FEATURED_STORIES.length);
  return (
    <section aria-labelledby="featured-title" className="bg-white px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id="featured-title" className="text-center text-3xl font-semibold tracking-tight text-slate-900">
          Featured stories
        </h2>
        <section
          aria-roledescription="carousel"
          aria-label="Story carousel"
          className="relative isolate mt-12 overflow-hidden rounded-3xl bg-slate-950 p-8 text-white sm:p-12"
        >
          <div
            aria-hidden="true"
            className="absolute -top-32 -left-32 -z-10 size-96 bg-radial from-indigo-600/40 to-transparent to-70%"
          />
          {/* All stories share one grid cell: the card keeps the tallest story's height. */}
          <div aria-live="polite" className="grid">
            {FEATURED_STORIES.map((story, index) => {
              const isActive = index === carousel.index;
              return (
                <article
                  key={story.name}
                  aria-roledescription="slide"
                  aria-label={`Story ${index + 1} of ${FEATURED_STORIES.length}: ${story.name}`}
                  data-testid="featured-story"
                  data-active={isActive}
                  className={clsx(
                    "col-start-1 row-start-1 transition-opacity duration-500 motion-reduce:transition-none",
                    isActive ? "opacity-100" : "invisible opacity-0",
                  )}
                >
                  <FeaturedStory story={story} />
                </article>
              );
            })}
          </div>
          <div className="mt-10 flex items-center justify-center gap-4">
            <button type="button" className={arrowClasses} onClick={carousel.previous} aria-label="Previous story">
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <div className="flex gap-1">
              {FEATURED_STORIES.map((item, index) => (
                <button
                  key={item.name}
                  type="button"
                  onClick={() => carousel.goTo(index)}
                  aria-label={`Show story ${index + 1}: ${item.name}`}
                  aria-current={index === carousel.index ? "true" : undefined}
                  className="grid size-6 place-items-center rounded-full"
                >
                  <span
                    className={clsx(
                      "block h-2 rounded-full transition-all motion-reduce:transition-none",
                      index === carousel.index ? "w-6 bg-white" : "w-2 bg-white/40",
                    )}
                  />
                </button>
              ))}
            </div>
            <button type="button" className={arrowClasses} onClick={carousel.next} aria-label="Next story">
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </div>
        </section>
      </div>
    </section>
  );
}
