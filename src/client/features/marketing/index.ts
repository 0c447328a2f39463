// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.
export { MissionSection, TeamSection, TimelineSection, ValuesSection } from "./components/about-sections";
export { CtaBanner } from "./components/cta-banner";
export { FaqSection } from "./components/faq-section";
export { FeatureBlocks } from "./components/feature-blocks";
export { FeatureGrid } from "./components/feature-grid";
export { FeaturedStoryCarousel } from "./components/featured-story-carousel";
export { FeaturesCallToAction } from "./components/features-call-to-action";
export { FeaturesHero } from "./components/features-hero";
export { HomeHero } from "./components/home-hero";
export { CompanyStrategies, GuidePhases, InterviewTypes } from "./components/interview-guide-sections";
export { PricingSection } from "./components/pricing-section";
export { ProblemSolution } from "./components/problem-solution";
export { ProductTour } from "./components/product-tour";
export { StatGrid } from "./components/stat-grid";
export { StoryGrid } from "./components/story-grid";
export { SuccessStoryTabs } from "./components/success-story-tabs";
export { TechnologyCards } from "./components/technology-cards";
export { TechnologySection } from "./components/technology-section";
export { TestimonialCarousel } from "./components/testimonial-carousel";
export { TestimonialGrid } from "./components/testimonial-grid";
