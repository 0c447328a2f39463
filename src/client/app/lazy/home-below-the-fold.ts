// The home page's sections below its first screen: one chunk, which src/client/app/routes/marketing/home.tsx
// loads with import() as the first of them nears the viewport.
export {
  FaqSection,
  FeatureGrid,
  PricingSection,
  ProblemSolution,
  SuccessStoryTabs,
  TechnologySection,
  TestimonialCarousel,
} from "@/client/features/marketing";
