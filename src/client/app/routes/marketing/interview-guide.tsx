import { ButtonLink } from "@/client/components/ui/button";
import { PageHero } from "@/client/components/ui/page-hero";
import { paths } from "@/client/config/paths";
import { CompanyStrategies, CtaBanner, GuidePhases, InterviewTypes } from "@/client/features/marketing";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function InterviewGuidePage() {
  useDocumentMeta({
    title: "Interview Guide",
    description: "An 8-12 week programme: preparation, practice and the interview itself, with company strategies.",
  });
  return (
    <>
      <PageHero
        eyebrow="Interview Guide"
        title="The complete guide to tech interviews"
        description="An 8-12 week programme in three phases, what each interview type tests, and how Google, Meta, Amazon and Microsoft run their loops."
      />
      <GuidePhases />
      <InterviewTypes />
      <CompanyStrategies />
      <CtaBanner
        title="Put the guide into practice"
        description="PrepPilot turns this plan into daily sessions with feedback. Try it free for 14 days."
      >
        <ButtonLink to={paths.signup} size="lg">
          Start Free Trial
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
