import { CareersHero } from "@/client/features/careers/components/careers-hero";
import { CareerValuesSection, PerksSection } from "@/client/features/careers/components/careers-sections";
import { OpenPositions } from "@/client/features/careers/components/open-positions";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function CareersPage() {
  useDocumentMeta({
    title: "Careers",
    description:
      "Join the team building the best way to prepare for technical interviews: remote-first, unlimited PTO and a $5,000 annual learning budget.",
  });
  return (
    <>
      <CareersHero />
      <PerksSection />
      <CareerValuesSection />
      <OpenPositions />
    </>
  );
}
