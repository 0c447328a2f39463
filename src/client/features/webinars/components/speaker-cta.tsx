import { ChevronDown, Mic } from "lucide-react";
import { useState } from "react";
import { Button, ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { SPEAKER_GUIDELINES } from "../lib/webinars";

const APPLY_TO_SPEAK = `${paths.contact}?inquiry=partnership&subject=${encodeURIComponent("Speaking at a PrepPilot webinar")}`;

/** Invites experts to speak; the guidelines open in place. */
export function SpeakerCta() {
  const [showGuidelines, setShowGuidelines] = useState(false);
  return (
    <section aria-labelledby="speaker-title" className="px-4 py-20 sm:px-6">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-slate-950 px-6 py-14 text-center sm:px-14">
        <div
          aria-hidden="true"
          className="absolute -top-24 left-1/2 -z-10 size-[32rem] -translate-x-1/2 bg-radial from-indigo-600/40 to-transparent to-70%"
        />
        <Mic className="mx-auto size-10 text-indigo-300" aria-hidden="true" />
        <h2 id="speaker-title" className="mt-4 text-3xl font-semibold tracking-tight text-white">
          Share your expertise
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">
          Join 50+ expert speakers who have helped thousands of engineers prepare. Over 200 webinars, rated 4.8/5 and
          viewed 100k+ times.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={APPLY_TO_SPEAK} size="lg">
            Apply to Speak
          </ButtonLink>
          <Button
            size="lg"
            variant="ghost"
            className="text-white ring-1 ring-white/20 hover:bg-white/10 hover:text-white"
            aria-expanded={showGuidelines}
            aria-controls="speaker-guidelines"
            onClick={() => setShowGuidelines((shown) => !shown)}
          >
            View Speaker Guidelines
            <ChevronDown
              className={showGuidelines ? "size-4 rotate-180 transition-transform" : "size-4 transition-transform"}
              aria-hidden="true"
            />
          </Button>
        </div>
        <div id="speaker-guidelines" hidden={!showGuidelines} className="mx-auto mt-10 max-w-2xl text-left">
          <h3 className="text-lg font-semibold text-white">Speaker guidelines</h3>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-300 marker:text-indigo-300">
            {SPEAKER_GUIDELINES.map((guideline) => (
              <li key={guideline}>{guideline}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
