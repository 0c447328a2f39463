// The code of a lazily loaded part of src/client/features/marketing/components/home-below-the-fold.ts, its own chunk: a page imports it with import().
export {
  FaqSection,
  FeatureGrid,
  PricingSection,
  ProblemSolution,
  SuccessStoryTabs,
  TechnologySection,
  TestimonialCarousel,
} from "@/client/features/marketing";
