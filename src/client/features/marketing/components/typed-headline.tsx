import { useTypewriter } from "../hooks/use-typewriter";
import { HERO_HEADLINE, TYPING_STEP_MS } from "../lib/home-content";

/** Where the highlighted words begin: "AI-Powered Precision" gets the gradient. */
const HIGHLIGHT_FROM = HERO_HEADLINE.indexOf("AI-Powered");

/** Part of the headline; each highlighted word stays whole, so "AI-Powered" never breaks at its hyphen. */
function HeadlineText({ text }: { text: string }) {
  return (
    <>
      {text.slice(0, HIGHLIGHT_FROM)}
      <span className="bg-gradient-to-r from-indigo-300 via-violet-300 to-sky-300 bg-clip-text text-transparent">
        {text
          .slice(HIGHLIGHT_FROM)
          .split(/(\s+)/)
          .map((part, index) =>
            /^\s+$/.test(part) ? (
              part
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the words never reorder
              <span key={index} className="whitespace-nowrap">
                {part}
              </span>
            ),
          )}
      </span>
    </>
  );
}

/**
 * The hero's h1, typed one character per step. Screen readers get the whole headline at once; the
 * invisible full copy underneath reserves the final size so the page does not jump while typing, and
 * is what a browser without JavaScript shows (`noscript:`, the `scripting: none` media feature).
 */
export function TypedHeadline() {
  const { typed } = useTypewriter(HERO_HEADLINE, TYPING_STEP_MS);
  return (
    <h1 className="text-4xl font-semibold tracking-tight text-white sm:text-6xl lg:text-7xl">
      <span className="sr-only">{HERO_HEADLINE}</span>
      <span aria-hidden="true" className="grid">
        <span className="invisible col-start-1 row-start-1 noscript:visible">
          <HeadlineText text={HERO_HEADLINE} />
        </span>
        <span className="col-start-1 row-start-1 noscript:hidden" data-testid="typed-headline">
          <HeadlineText text={typed} />
          <span
            data-testid="typing-cursor"
            className="ml-1 inline-block h-[0.9em] w-[0.08em] translate-y-[0.1em] animate-pulse bg-indigo-300 motion-reduce:animate-none"
          />
        </span>
      </span>
    </h1>
  );
}
