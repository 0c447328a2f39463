// The features page's sections below its first screen, one chunk that the page loads as the first of
// them nears the viewport (src/client/app/routes/marketing/features.tsx).
import { ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { CtaBanner } from "./cta-banner";

export { FeatureBlocks } from "./feature-blocks";
export { ProductTour } from "./product-tour";
export { TechnologyCards } from "./technology-cards";
export { TestimonialGrid } from "./testimonial-grid";

export function FeaturesCallToAction() {
  return (
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
  );
}
