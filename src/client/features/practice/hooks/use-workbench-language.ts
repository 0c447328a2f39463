import { useEffect, useState } from "react";
import { whenIdle } from "@/client/lib/when-idle";
import type { Language } from "@/shared/judge/languages";
import type { Draft } from "@/shared/schemas/solving";
import { useUpdateProblemWork } from "../api/update-problem-work";
import type { LoadedCode } from "./use-editor-draft";
import type { OpenedSubmission } from "./use-open-submission";

type UseWorkbenchLanguageArgs = {
  problemId: string;
  /** The language the problem's work was last left on. */
  initial: Language;
  /** The saved drafts, one per language (in repetition mode: the repetition drafts). */
  drafts: Draft[];
  /** Starts a language's runtime before the first run needs it. */
  preload: (language: Language) => void;
};

/**
 * The editor's language (kept in the problem's work) with its draft, and a submission's code opened in it:
 * shown only while the editor is on that submission's language.
 */
export function useWorkbenchLanguage({ problemId, initial, drafts, preload }: UseWorkbenchLanguageArgs) {
  const updateProblemWork = useUpdateProblemWork();
  const [language, setLanguage] = useState<Language>(initial);
  const [loaded, setLoaded] = useState<(LoadedCode & { language: Language; nonce: number }) | null>(null);

  // Python takes seconds to start: begin as soon as the editor is switched to it, and when the page
  // opens on it, once the page is idle (its first paint and scripts first). Only this page starts it.
  const preloadIfSlow = (next: Language) => {
    if (next === "python") preload(next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the language the page opened with
  useEffect(() => (language === "python" ? whenIdle(() => preload(language)) : undefined), []);

  const change = (next: Language) => {
    setLanguage(next);
    preloadIfSlow(next);
    updateProblemWork.mutate({ id: problemId, input: { language: next } });
  };

  const show = (opened: OpenedSubmission) => {
    setLanguage(opened.language);
    preloadIfSlow(opened.language);
    setLoaded({ ...opened, nonce: Date.now() });
  };

  return {
    language,
    draft: drafts.find((saved) => saved.language === language) ?? null,
    loaded: loaded?.language === language ? loaded : null,
    change,
    show,
  };
}
