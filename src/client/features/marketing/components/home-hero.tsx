import { ArrowRight, PlayCircle } from "lucide-react";
import { Button, ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { useScrollToSection } from "@/client/hooks/use-scroll-to-section";
import { HERO_STATS } from "../lib/home-content";
import { InterviewsCounter } from "./interviews-counter";
import { ProductPreview } from "./product-preview";
import { StatGrid } from "./stat-grid";
import { TypedHeadline } from "./typed-headline";

/**
 * The dark hero at the top of the home page. The site header is transparent with light text over
 * it, so this section starts under the header and keeps a dark background (docs/product-decisions.md, "Home header").
 */
export function HomeHero() {
  const scrollToSection = useScrollToSection();
  return (
    <section className="relative isolate overflow-hidden bg-slate-950 pt-36 pb-20 sm:pt-44 sm:pb-28">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute top-0 left-1/2 size-[56rem] -translate-x-1/2 -translate-y-1/2 bg-radial from-indigo-600/50 to-transparent to-70%" />
        <div className="absolute top-40 -right-40 size-[28rem] bg-radial from-violet-600/30 to-transparent to-70%" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]" />
      </div>
      <div className="mx-auto max-w-7xl px-4 text-center sm:px-6">
        <InterviewsCounter />
        <div className="mx-auto mt-8 max-w-4xl">
          <TypedHeadline />
        </div>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-300 sm:text-xl">
          Practise with an AI interviewer that asks real follow-ups, reviews your code as you write it and shows you
          exactly what to work on next — for Google, Meta, Amazon and beyond.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to={paths.signup} size="lg" className="w-full sm:w-auto">
            Start Free Trial <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
          <Button
            size="lg"
            variant="ghost"
            className="w-full text-white ring-1 ring-white/20 hover:bg-white/10 hover:text-white sm:w-auto"
            onClick={() => scrollToSection("success-stories")}
          >
            <PlayCircle className="size-4" aria-hidden="true" /> See Success Stories
          </Button>
        </div>
        <p className="mt-4 text-sm text-slate-400">14-day free trial · No credit card required</p>
        <ProductPreview />
        <div className="mx-auto mt-16 max-w-5xl">
          <StatGrid stats={HERO_STATS} tone="dark" />
        </div>
      </div>
    </section>
  );
}
