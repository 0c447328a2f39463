// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.
export { MissionSection, TeamSection, TimelineSection, ValuesSection } from "./components/about-sections";
export { CtaBanner } from "./components/cta-banner";
export { FeaturedStoryCarousel } from "./components/featured-story-carousel";
export {
  FeatureBlocks,
  FeaturesCallToAction,
  ProductTour,
  TechnologyCards,
  TestimonialGrid,
} from "./components/features-below-the-fold";
export { FeaturesHero } from "./components/features-hero";
export {
  FaqSection,
  FeatureGrid,
  PricingSection,
  ProblemSolution,
  SuccessStoryTabs,
  TechnologySection,
  TestimonialCarousel,
} from "./components/home-below-the-fold";
export { HomeHero } from "./components/home-hero";
export { CompanyStrategies, GuidePhases, InterviewTypes } from "./components/interview-guide-sections";
export { StatGrid } from "./components/stat-grid";
export { StoryGrid } from "./components/story-grid";
