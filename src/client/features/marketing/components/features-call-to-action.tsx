import { ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { CtaBanner } from "./cta-banner";

export function FeaturesCallToAction() {
  return (
    <CtaBanner
      title="Ready for your next interview?"
      description="Start your 14-day free trial today. No credit card required."
    >
      <ButtonLink to={paths.signup} size="lg">
        Start Free Trial
      </ButtonLink>
      <ButtonLink
        to={paths.contact}
        size="lg"
        variant="ghost"
        className="text-white ring-1 ring-white/20 hover:bg-white/10 hover:text-white"
      >
        Talk to Sales
      </ButtonLink>
    </CtaBanner>
  );
}
