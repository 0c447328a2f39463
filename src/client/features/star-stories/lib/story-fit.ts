import { contentStems } from "@/shared/answer-check/text-features";
import {
  BEHAVIORAL_THEMES,
  type BehavioralThemeId,
  classifyQuestionThemes,
} from "@/shared/star-stories/behavioral-themes";

// Which of the user's stories fit a behavioral question, and which themes the bank leaves uncovered. A story
// fits when it shows a theme the question probes; among those, more shared themes rank first, then the story
// whose words are closest to the question's (a share of shared word stems), then the older story.

type StoryText = { title: string; situation: string; task: string; action: string; result: string };
type Story = StoryText & { themes: readonly BehavioralThemeId[] };

export type StoryFit<S extends Story> = { story: S; sharedThemes: BehavioralThemeId[] };

/** How much of the question's content words the story uses too, 0–1. */
export function measureWordOverlap(question: string, story: StoryText): number {
  const questionStems = contentStems(question);
  if (questionStems.size === 0) return 0;
  const storyStems = contentStems([story.title, story.situation, story.task, story.action, story.result].join("\n"));
  let shared = 0;
  for (const stem of questionStems) if (storyStems.has(stem)) shared += 1;
  return shared / questionStems.size;
}

/** The stories that show a theme of the question, best fit first. */
export function rankStoriesForQuestion<S extends Story>(
  stories: readonly S[],
  questionThemes: readonly BehavioralThemeId[],
  question: string,
): StoryFit<S>[] {
  return stories
    .map((story, order) => ({
      story,
      order,
      sharedThemes: questionThemes.filter((theme) => story.themes.includes(theme)),
      overlap: measureWordOverlap(question, story),
    }))
    .filter((fit) => fit.sharedThemes.length > 0)
    .sort((a, b) => b.sharedThemes.length - a.sharedThemes.length || b.overlap - a.overlap || a.order - b.order)
    .map(({ story, sharedThemes }) => ({ story, sharedThemes }));
}

/** How many stories show each theme, for every theme of the list. */
export function countStoriesByTheme(stories: readonly Pick<Story, "themes">[]): Map<BehavioralThemeId, number> {
  const counts = new Map<BehavioralThemeId, number>(BEHAVIORAL_THEMES.map((theme) => [theme.id, 0]));
  for (const story of stories) for (const theme of story.themes) counts.set(theme, (counts.get(theme) ?? 0) + 1);
  return counts;
}

/** The themes the questions probe, in the list's order, each with whether a story covers it. */
export function findProbedThemes(questions: readonly string[], stories: readonly Pick<Story, "themes">[]) {
  const probed = new Set(questions.flatMap(classifyQuestionThemes));
  const counts = countStoriesByTheme(stories);
  return BEHAVIORAL_THEMES.filter((theme) => probed.has(theme.id)).map((theme) => ({
    theme,
    isCovered: (counts.get(theme.id) ?? 0) > 0,
  }));
}
