import { FaqSection } from "@/client/features/marketing/components/faq-section";
import { FeatureGrid } from "@/client/features/marketing/components/feature-grid";
import { HomeHero } from "@/client/features/marketing/components/home-hero";
import { PricingSection } from "@/client/features/marketing/components/pricing-section";
import { ProblemSolution } from "@/client/features/marketing/components/problem-solution";
import { SuccessStoryTabs } from "@/client/features/marketing/components/success-story-tabs";
import { TechnologySection } from "@/client/features/marketing/components/technology-section";
import { TestimonialCarousel } from "@/client/features/marketing/components/testimonial-carousel";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function HomePage() {
  useDocumentMeta({
    title: "PrepPilot",
    description:
      "AI mock interviews, coding challenges and system design practice with real feedback. Start a 14-day free trial, no credit card required.",
  });
  return (
    <>
      <HomeHero />
      <ProblemSolution />
      <FeatureGrid />
      <SuccessStoryTabs />
      <TechnologySection />
      <TestimonialCarousel />
      <PricingSection />
      <FaqSection />
    </>
  );
}
