import { DeferredSection, defineDeferredSection } from "@/client/components/deferred-section";
import { HomeHero } from "@/client/features/marketing";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

// Below the hero, each section's code comes, and React hydrates it, as it nears the viewport.
const belowTheFold = () => import("@/client/app/lazy/home-below-the-fold");
const SECTIONS = [
  defineDeferredSection("problem-solution", () => belowTheFold().then((m) => m.ProblemSolution)),
  defineDeferredSection("features", () => belowTheFold().then((m) => m.FeatureGrid)),
  defineDeferredSection("success-stories", () => belowTheFold().then((m) => m.SuccessStoryTabs)),
  defineDeferredSection("technology", () => belowTheFold().then((m) => m.TechnologySection)),
  defineDeferredSection("testimonials", () => belowTheFold().then((m) => m.TestimonialCarousel)),
  defineDeferredSection("pricing", () => belowTheFold().then((m) => m.PricingSection)),
  defineDeferredSection("faq", () => belowTheFold().then((m) => m.FaqSection)),
];

export default function HomePage() {
  useDocumentMeta({
    title: "PrepPilot",
    description:
      "AI mock interviews, coding challenges and system design practice with real feedback. Start a 14-day free trial, no credit card required.",
  });
  return (
    <>
      <HomeHero />
      {SECTIONS.map((section) => (
        <DeferredSection key={section.name} code={section} />
      ))}
    </>
  );
}
