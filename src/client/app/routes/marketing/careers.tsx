import { CareersHero, CareerValuesSection, OpenPositions, PerksSection } from "@/client/features/careers";
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
