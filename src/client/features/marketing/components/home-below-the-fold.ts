// The home page's sections below its first screen, one chunk that the page loads as the first of
// them nears the viewport (src/client/app/routes/marketing/home.tsx).
export { FaqSection } from "./faq-section";
export { FeatureGrid } from "./feature-grid";
export { PricingSection } from "./pricing-section";
export { ProblemSolution } from "./problem-solution";
export { SuccessStoryTabs } from "./success-story-tabs";
export { TechnologySection } from "./technology-section";
export { TestimonialCarousel } from "./testimonial-carousel";
