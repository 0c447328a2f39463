import { SectionHeading } from "@/client/components/ui/section-heading";
import { TESTIMONIALS } from "../lib/testimonials";
import { InitialsAvatar } from "./initials-avatar";
import { StarRating } from "./star-rating";

/** Three testimonials side by side (the home page rotates through all of them instead). */
export function TestimonialGrid() {
  return (
    <section aria-labelledby="testimonial-grid-title" className="bg-white px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="testimonial-grid-title"
          eyebrow="Testimonials"
          title="What engineers say"
          description="Rated 4.9/5 by developers who landed their next role."
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.slice(0, 3).map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <StarRating rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1 text-slate-700">“{testimonial.content}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <InitialsAvatar name={testimonial.name} size="sm" />
                  <span>
                    <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                    <span className="block text-sm text-slate-600">
                      {testimonial.role} at {testimonial.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
