import { ArrowRight, PlayCircle } from "lucide-react";
import { Button, ButtonLink } from "@/client/components/ui/button";
import { PageHero } from "@/client/components/ui/page-hero";
import { paths } from "@/client/config/paths";
import { useScrollToSection } from "@/client/hooks/use-scroll-to-section";
import { FEATURES_STATS } from "../lib/features-content";
import { StatGrid } from "./stat-grid";

export function FeaturesHero() {
  const scrollToSection = useScrollToSection();
  return (
    <PageHero
      eyebrow="Features"
      title="Everything you need to ace your next interview"
      description="Six AI-powered tools that cover the whole loop — coding, system design and behavioral — with feedback after every answer."
      actions={
        <>
          <ButtonLink to={paths.signup} size="lg">
            Start Free Trial <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
          <Button variant="secondary" size="lg" onClick={() => scrollToSection("product-tour")}>
            <PlayCircle className="size-4" aria-hidden="true" /> Watch demo
          </Button>
        </>
      }
    >
      <div className="mt-16">
        <StatGrid stats={FEATURES_STATS} />
      </div>
    </PageHero>
  );
}
