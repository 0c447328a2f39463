import type { CSSProperties, ReactNode } from "react";
import { HERO_HEADLINE, TYPING_STEP_MS } from "../constants/home-content";

/** Where the highlighted words begin: "AI-Powered Precision" gets the gradient. */
const HIGHLIGHT_FROM = HERO_HEADLINE.indexOf("AI-Powered");

/** Character `index` of the headline, which appears at step `index + 1` (styles.css, `.typed-char`). */
function TypedCharacter({ character, index }: { character: string; index: number }) {
  return (
    <span
      className="typed-char"
      data-last={index === HERO_HEADLINE.length - 1 ? "" : undefined}
      style={{ "--i": index } as CSSProperties}
    >
      {character}
    </span>
  );
}

/** The characters of `text`, which starts at character `from` of the headline. */
function characterSpans(text: string, from: number): ReactNode[] {
  return [...text].map((character, offset) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the characters never reorder
    <TypedCharacter key={offset} character={character} index={from + offset} />
  ));
}

/** Like characterSpans, each word kept whole, so "AI-Powered" never breaks at its hyphen. */
function wholeWordSpans(text: string, from: number): ReactNode[] {
  let offset = from;
  return text.split(/(\s+)/).map((part) => {
    const start = offset;
    offset += part.length;
    if (/^\s+$/.test(part)) return characterSpans(part, start);
    return (
      <span key={start} className="whitespace-nowrap">
        {characterSpans(part, start)}
      </span>
    );
  });
}

/**
 * The hero's h1, typed one character every TYPING_STEP_MS with a cursor after the last one (spec,
 * home page). CSS does the typing (styles.css): every character is in the page from the start, hidden
 * until its step, so the headline types from the prerendered page's first paint, before its scripts
 * arrive and without them, takes its final size from the start (nothing below it moves), and costs the
 * app no render per step. With reduced motion the whole headline shows at once. Screen readers get
 * the whole headline from the first moment.
 */
export function TypedHeadline() {
  return (
    <h1
      className="text-4xl font-semibold tracking-tight text-white sm:text-6xl lg:text-7xl"
      style={{ "--typing-step": `${TYPING_STEP_MS}ms` } as CSSProperties}
    >
      <span className="sr-only">{HERO_HEADLINE}</span>
      <span aria-hidden="true" data-testid="typed-headline">
        <span className="typed-caret-start" />
        {characterSpans(HERO_HEADLINE.slice(0, HIGHLIGHT_FROM), 0)}
        <span className="bg-gradient-to-r from-indigo-300 via-violet-300 to-sky-300 bg-clip-text text-transparent">
          {wholeWordSpans(HERO_HEADLINE.slice(HIGHLIGHT_FROM), HIGHLIGHT_FROM)}
        </span>
      </span>
    </h1>
  );
}
