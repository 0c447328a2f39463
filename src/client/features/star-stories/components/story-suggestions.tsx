import { ChevronRight, ExternalLink, Lightbulb } from "lucide-react";
import { useId } from "react";
import { paths } from "@/client/config/paths";
import { classifyQuestionThemes, getBehavioralTheme } from "@/shared/star-stories/behavioral-themes";
import { useStarStories } from "../api/list-star-stories";
import { rankStoriesForQuestion } from "../lib/story-fit";
import { StarParts } from "./star-parts";
import { ThemeBadges } from "./theme-badges";

/** At most this many stories are suggested for one question: a choice, not a list to read mid-answer. */
const MAX_SUGGESTIONS = 3;

/**
 * Beside a behavioral question while the mock runs: the themes it probes and the user's stories that show
 * them, best fit first, each unfolding to its STAR parts; when none fits, which theme to write a story for.
 */
export function StorySuggestions({ question }: { question: string }) {
  const titleId = useId();
  const stories = useStarStories();
  const themes = classifyQuestionThemes(question);
  const fits = rankStoriesForQuestion(stories.data ?? [], themes, question).slice(0, MAX_SUGGESTIONS);
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Lightbulb aria-hidden className="size-4 text-brand-600" />
          Stories that fit
        </h4>
        {themes.length > 0 ? <ThemeBadges themes={themes} highlighted={themes} /> : null}
      </div>
      {stories.isPending ? (
        <p className="text-sm text-slate-600">Loading your stories…</p>
      ) : stories.isError ? (
        <p className="text-sm text-slate-700">
          Your stories could not be loaded.{" "}
          <button
            type="button"
            className="font-medium text-brand-700 hover:underline"
            onClick={() => void stories.refetch()}
          >
            Try again
          </button>
        </p>
      ) : fits.length > 0 ? (
        <ul className="space-y-2">
          {fits.map(({ story, sharedThemes }) => (
            <li key={story.id} className="rounded-md border border-slate-200 bg-white">
              <details className="group">
                <summary className="flex cursor-pointer items-start gap-2 px-3 py-2 text-sm font-medium text-slate-900">
                  <ChevronRight
                    aria-hidden
                    className="mt-0.5 size-4 shrink-0 text-slate-500 transition group-open:rotate-90"
                  />
                  <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="min-w-0 break-words">{story.title}</span>
                    <ThemeBadges themes={sharedThemes} highlighted={sharedThemes} isInline />
                  </span>
                </summary>
                <div className="border-t border-slate-100 px-3 py-2">
                  <StarParts story={story} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <NoStoryFits themeLabel={themes[0] ? getBehavioralTheme(themes[0]).label : null} />
      )}
    </section>
  );
}

/** What to write next: a story for the question's first theme, in the bank (a new tab, so the answer stays). */
function NoStoryFits({ themeLabel }: { themeLabel: string | null }) {
  return (
    <p className="text-sm text-slate-700">
      {themeLabel
        ? `No story in your bank shows ${themeLabel.toLowerCase()} yet: write one for it in your `
        : "This question names none of the bank's themes: tell the story that best shows what it asks. Keep your stories in your "}
      <a
        href={paths.storyBank}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
      >
        story bank
        <ExternalLink aria-hidden className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      .
    </p>
  );
}
