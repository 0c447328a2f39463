import { BookOpenText } from "lucide-react";
import { Link } from "wouter";
import { Card } from "@/client/components/ui/card";
import { paths } from "@/client/config/paths";
import { useStarStories } from "../api/list-star-stories";
import { findProbedThemes } from "../lib/story-fit";
import { ThemeBadges } from "./theme-badges";

/** A behavioral interview's report: the themes its questions probed, and those no story of the bank covers yet. */
export function StoryCoverage({ questions }: { questions: readonly string[] }) {
  const stories = useStarStories();
  if (!stories.data) return null;
  const probed = findProbedThemes(questions, stories.data);
  if (probed.length === 0) return null;
  const uncovered = probed.filter((entry) => !entry.isCovered).map((entry) => entry.theme);
  return (
    <Card as="section" aria-labelledby="story-coverage-title" padding="lg" flat className="space-y-3">
      <h3 id="story-coverage-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BookOpenText aria-hidden className="size-5 text-brand-600" />
        Story coverage
      </h3>
      <div className="space-y-1">
        <p className="text-sm text-slate-700">These questions probed:</p>
        <ThemeBadges themes={probed.map((entry) => entry.theme.id)} />
      </div>
      {uncovered.length === 0 ? (
        <p className="text-sm text-green-800">Your story bank has a story for every one of them.</p>
      ) : (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">No story covers yet: </span>
          {uncovered.map((theme) => theme.label).join(", ")}.{" "}
          <Link to={paths.storyBank} className="font-medium text-brand-700 hover:underline print:hidden">
            Write {uncovered.length === 1 ? "one" : "them"} in your story bank
          </Link>
        </p>
      )}
    </Card>
  );
}
