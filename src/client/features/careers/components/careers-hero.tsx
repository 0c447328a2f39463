import { ArrowDown } from "lucide-react";
import { Button, ButtonLink } from "@/client/components/ui/button";
import { PageHero } from "@/client/components/ui/page-hero";
import { paths } from "@/client/config/paths";
import { useScrollToSection } from "@/client/hooks/use-scroll-to-section";

export function CareersHero() {
  const scrollToSection = useScrollToSection();
  return (
    <PageHero
      eyebrow="Careers"
      title="Help engineers land the job they want"
      description="We are a small, remote-first team building the interview coach we wished we had. Come build it with us."
      actions={
        <>
          <Button size="lg" onClick={() => scrollToSection("openings")}>
            View Open Positions <ArrowDown className="size-4" aria-hidden="true" />
          </Button>
          <ButtonLink to={paths.about} variant="secondary" size="lg">
            Learn About Us
          </ButtonLink>
        </>
      }
    />
  );
}
