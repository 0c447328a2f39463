import { ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { CtaBanner } from "@/client/features/marketing/components/cta-banner";
import { FeatureBlocks } from "@/client/features/marketing/components/feature-blocks";
import { FeaturesHero } from "@/client/features/marketing/components/features-hero";
import { ProductTour } from "@/client/features/marketing/components/product-tour";
import { TechnologyCards } from "@/client/features/marketing/components/technology-cards";
import { TestimonialGrid } from "@/client/features/marketing/components/testimonial-grid";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function FeaturesPage() {
  useDocumentMeta({
    title: "Features",
    description:
      "AI mock interviews, a coding challenge generator, a system design trainer, company-specific preparation, progress analytics and real-time code review.",
  });
  return (
    <>
      <FeaturesHero />
      <ProductTour />
      <FeatureBlocks />
      <TechnologyCards />
      <TestimonialGrid />
      <CtaBanner
        title="Ready for your next interview?"
        description="Start your 14-day free trial today. No credit card required."
      >
        <ButtonLink to={paths.signup} size="lg">
          Start Free Trial
        </ButtonLink>
        <ButtonLink
          to={paths.contact}
          size="lg"
          variant="ghost"
          className="text-white ring-1 ring-white/20 hover:bg-white/10 hover:text-white"
        >
          Talk to Sales
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
