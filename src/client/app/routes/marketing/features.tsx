import { DeferredSection, defineDeferredSection } from "@/client/components/deferred-section";
import { FeaturesHero } from "@/client/features/marketing";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

// Below the hero, each section's code comes, and React hydrates it, as it nears the viewport.
const belowTheFold = () => import("@/client/app/lazy/features-below-the-fold");
const SECTIONS = [
  defineDeferredSection("features-product-tour", () => belowTheFold().then((m) => m.ProductTour)),
  defineDeferredSection("features-feature-blocks", () => belowTheFold().then((m) => m.FeatureBlocks)),
  defineDeferredSection("features-technology", () => belowTheFold().then((m) => m.TechnologyCards)),
  defineDeferredSection("features-testimonials", () => belowTheFold().then((m) => m.TestimonialGrid)),
  defineDeferredSection("features-call-to-action", () => belowTheFold().then((m) => m.FeaturesCallToAction)),
];

export default function FeaturesPage() {
  useDocumentMeta({
    title: "Features",
    description:
      "AI mock interviews, a coding challenge generator, a system design trainer, company-specific preparation, progress analytics and real-time code review.",
  });
  return (
    <>
      <FeaturesHero />
      {SECTIONS.map((section) => (
        <DeferredSection key={section.name} code={section} />
      ))}
    </>
  );
}
