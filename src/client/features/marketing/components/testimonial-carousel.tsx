import { clsx } from "clsx";
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "lucide-react";
import { SectionHeading } from "@/client/components/ui/section-heading";
import { useCarousel } from "../hooks/use-carousel";
import { TESTIMONIAL_ROTATION_MS } from "../lib/home-content";
import { TESTIMONIALS } from "../lib/testimonials";
import { InitialsAvatar } from "./initials-avatar";
import { StarRating } from "./star-rating";

const controlClasses =
  "grid size-10 place-items-center rounded-full bg-white text-slate-700 ring-1 ring-slate-200 transition hover:bg-slate-50 hover:text-slate-900";

/** One testimonial at a time, moving on every 5 s; pauses on hover, on focus or with the pause button. */
export function TestimonialCarousel() {
  const carousel = useCarousel(TESTIMONIALS.length, TESTIMONIAL_ROTATION_MS);
  return (
    <section aria-labelledby="testimonials-title" className="bg-white px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-4xl">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Loved by engineers at top companies"
          description="Rated 4.9/5 by developers preparing for their next role."
        />
        <section
          aria-roledescription="carousel"
          aria-label="Testimonials"
          className="mt-12"
          {...carousel.pauseHandlers}
        >
          {/* Every slide stays in the same grid cell, so the section keeps the tallest slide's height
              and the page below does not jump as testimonials rotate. */}
          <div aria-live={carousel.isRotating ? "off" : "polite"} className="grid">
            {TESTIMONIALS.map((testimonial, index) => (
              <TestimonialSlide
                key={testimonial.name}
                testimonial={testimonial}
                index={index}
                isActive={index === carousel.index}
              />
            ))}
          </div>
          <CarouselControls carousel={carousel} />
        </section>
      </div>
    </section>
  );
}

type Testimonial = (typeof TESTIMONIALS)[number];

/** One slide; the inactive ones stay in place, hidden, so the carousel keeps the tallest one's height. */
function TestimonialSlide({
  testimonial,
  index,
  isActive,
}: {
  testimonial: Testimonial;
  index: number;
  isActive: boolean;
}) {
  return (
    <figure
      aria-roledescription="slide"
      aria-label={`Testimonial ${index + 1} of ${TESTIMONIALS.length}`}
      data-testid="testimonial-slide"
      data-active={isActive}
      className={clsx(
        "col-start-1 row-start-1 flex flex-col justify-center rounded-3xl border border-slate-200 bg-gradient-to-b from-white to-slate-50 p-8 text-center shadow-sm transition-opacity duration-500 motion-reduce:transition-none sm:p-12",
        isActive ? "opacity-100" : "invisible opacity-0",
      )}
    >
      <Quote className="mx-auto size-8 text-brand-600" aria-hidden="true" />
      <StarRating rating={testimonial.rating} className="mt-4 justify-center" />
      <blockquote className="mt-6 text-xl font-medium text-pretty text-slate-900 sm:text-2xl">
        “{testimonial.content}”
      </blockquote>
      <figcaption className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center sm:text-left">
        <InitialsAvatar name={testimonial.name} />
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">
            {testimonial.role} at {testimonial.company} · previously {testimonial.previousCompany}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Previous, one dot per testimonial, next, and pause or resume. */
function CarouselControls({ carousel }: { carousel: ReturnType<typeof useCarousel> }) {
  return (
    <div className="mt-8 flex items-center justify-center gap-4">
      <button type="button" className={controlClasses} onClick={carousel.previous} aria-label="Previous testimonial">
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <div className="flex items-center gap-1">
        {TESTIMONIALS.map((item, index) => (
          <button
            key={item.name}
            type="button"
            onClick={() => carousel.goTo(index)}
            aria-label={`Show testimonial ${index + 1}`}
            aria-current={index === carousel.index ? "true" : undefined}
            className="group grid size-6 place-items-center rounded-full"
          >
            <span
              className={clsx(
                "block h-2 rounded-full transition-all motion-reduce:transition-none",
                index === carousel.index ? "w-6 bg-brand-600" : "w-2 bg-slate-300 group-hover:bg-slate-400",
              )}
            />
          </button>
        ))}
      </div>
      <button type="button" className={controlClasses} onClick={carousel.next} aria-label="Next testimonial">
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={controlClasses}
        onClick={carousel.toggleStopped}
        aria-label={carousel.isStopped ? "Resume automatic rotation" : "Pause automatic rotation"}
      >
        {carousel.isStopped ? (
          <Play className="size-4" aria-hidden="true" />
        ) : (
          <Pause className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
