import { ButtonLink } from "@/client/components/ui/button";
import { PageHero } from "@/client/components/ui/page-hero";
import { paths } from "@/client/config/paths";
import { CtaBanner, FeaturedStoryCarousel, StatGrid, StoryGrid } from "@/client/features/marketing";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

const STORY_STATS = [
  { value: "25,000+", label: "Developers prepared" },
  { value: "89%", label: "Success rate" },
  { value: "40%", label: "Average salary increase" },
  { value: "500+", label: "Partner companies" },
];

export default function SuccessStoriesPage() {
  useDocumentMeta({
    title: "Success Stories",
    description: "Engineers who prepared with PrepPilot and landed offers at the companies they aimed for.",
  });
  return (
    <>
      <PageHero
        eyebrow="Success Stories"
        title="Real engineers. Real offers."
        description="How developers from every background prepared with PrepPilot and landed roles at Google, Meta, Stripe and more."
      >
        <div className="mt-16">
          <StatGrid stats={STORY_STATS} />
        </div>
      </PageHero>
      <FeaturedStoryCarousel />
      <StoryGrid />
      <CtaBanner title="Your story starts here" description="Start your 14-day free trial. No credit card required.">
        <ButtonLink to={paths.signup} size="lg">
          Start Free Trial
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
