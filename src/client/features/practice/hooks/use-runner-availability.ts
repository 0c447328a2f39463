import { isRunnerLanguage, type Language, type RunnerLanguage } from "@/shared/judge/languages";
import { useRunnerLanguages } from "../api/runner-jobs";

/**
 * Whether the editor's language can be judged now: the browser's languages always can; a runner's
 * language only while some runner of this server judges it. Null until known, or when it can.
 */
export function useUnavailableLanguage(language: Language): RunnerLanguage | null {
  const isRunner = isRunnerLanguage(language);
  const { data } = useRunnerLanguages(isRunner);
  if (!isRunner || !data) return null;
  return data.available.includes(language) ? null : language;
}
