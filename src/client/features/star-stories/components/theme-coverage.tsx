import { clsx } from "clsx";
import { CircleCheck, CircleDashed } from "lucide-react";
import { BEHAVIORAL_THEMES } from "@/shared/star-stories/behavioral-themes";
import type { StarStory } from "../api/list-star-stories";
import { countStoriesByTheme } from "../lib/story-fit";

/** Every theme with how many stories show it: the ones without a story are the next to write. */
export function ThemeCoverage({ stories }: { stories: readonly StarStory[] }) {
  const counts = countStoriesByTheme(stories);
  const uncovered = BEHAVIORAL_THEMES.filter((theme) => counts.get(theme.id) === 0);
  return (
    <section aria-labelledby="theme-coverage-title" className="space-y-3">
      <div>
        <h4 id="theme-coverage-title" className="font-semibold text-slate-900">
          Theme coverage
        </h4>
        <p className="text-sm text-slate-600">
          {uncovered.length === 0
            ? "Every theme has a story. Keep them fresh: a second story per theme gives you a choice on the day."
            : `${BEHAVIORAL_THEMES.length - uncovered.length} of ${BEHAVIORAL_THEMES.length} themes have a story. No story yet for: ${uncovered.map((theme) => theme.label).join(", ")}.`}
        </p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {BEHAVIORAL_THEMES.map((theme) => {
          const count = counts.get(theme.id) ?? 0;
          return (
            <li
              key={theme.id}
              title={theme.description}
              className={clsx(
                "flex items-center gap-2 rounded-lg px-3 py-2 text-sm",
                count > 0
                  ? "bg-green-50 text-green-900"
                  : "border border-dashed border-slate-300 bg-slate-50 text-slate-700",
              )}
            >
              {count > 0 ? (
                <CircleCheck aria-hidden className="size-4 shrink-0 text-green-700" />
              ) : (
                <CircleDashed aria-hidden className="size-4 shrink-0 text-slate-500" />
              )}
              <span className="min-w-0 flex-1">{theme.label}</span>
              <span className="text-xs font-medium">{describeCount(count)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function describeCount(count: number) {
  return count === 0 ? "No story" : count === 1 ? "1 story" : `${count} stories`;
}
