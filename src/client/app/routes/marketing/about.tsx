import { ButtonLink } from "@/client/components/ui/button";
import { PageHero } from "@/client/components/ui/page-hero";
import { paths } from "@/client/config/paths";
import { CtaBanner, MissionSection, TeamSection, TimelineSection, ValuesSection } from "@/client/features/marketing";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function AboutPage() {
  useDocumentMeta({
    title: "About",
    description: "Our mission, our values and the team helping engineers land the job they want.",
  });
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="We help engineers get the job they deserve"
        description="PrepPilot started in 2022 with a simple idea: everyone should be able to practise with a great interviewer. Today more than 25,000 developers do."
      />
      <MissionSection />
      <ValuesSection />
      <TimelineSection />
      <TeamSection />
      <CtaBanner
        title="Join us on the mission"
        description="Build PrepPilot with us, or start preparing for your own next role today."
      >
        <ButtonLink to={paths.careers} size="lg">
          View Careers
        </ButtonLink>
        <ButtonLink
          to={paths.signup}
          size="lg"
          variant="ghost"
          className="text-white ring-1 ring-white/20 hover:bg-white/10 hover:text-white"
        >
          Start Free Trial
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
