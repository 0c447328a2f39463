import { useState } from "react";
import { getAutosaveKey, useAutosave } from "@/client/hooks/use-autosave";
import type { Language } from "@/shared/judge/languages";
import type { Draft } from "@/shared/schemas/solving";
import { useSaveDraft } from "../api/save-draft";
import { useSaveRepetitionDraft } from "../api/save-repetition-draft";

/** Code opened from a submission: shown, not saved, until the user edits it. */
export type LoadedCode = { code: string; label: string };

type UseEditorDraftArgs = {
  problemId: string;
  userId: string;
  language: Language;
  draft: Draft | null;
  /** What a language without a draft opens on: the starter code, or blank-page mode's comment. */
  initialCode: string;
  /** Repetition mode: saved to the repetition draft, never over the accepted draft. */
  isRepetition: boolean;
  loaded: LoadedCode | null;
  /** Every change of the code on screen. */
  onCodeChange: (code: string) => void;
};

/**
 * The code in the editor: one language's draft, saved as the user types; or a submission's code,
 * shown over it without being saved until the user edits it or goes back to the draft.
 */
export function useEditorDraft({ problemId, userId, language, draft, initialCode, ...args }: UseEditorDraftArgs) {
  const { isRepetition, loaded, onCodeChange } = args;
  const saveDraft = useSaveDraft();
  const saveRepetitionDraft = useSaveRepetitionDraft();
  const save = isRepetition ? saveRepetitionDraft : saveDraft;
  const autosave = useAutosave({
    storageKey: getAutosaveKey(userId, "problem", problemId, isRepetition ? "review" : "draft", language),
    initial: { value: draft?.code ?? initialCode, updatedAt: draft?.updatedAt ?? null },
    save: (code: string) => save.mutateAsync({ id: problemId, language, code }),
  });
  // The pane is remounted for each opened submission, so this starts true once per submission.
  const [isOnLoaded, setIsOnLoaded] = useState(loaded !== null);
  const code = isOnLoaded && loaded ? loaded.code : autosave.value;

  const change = (next: string) => {
    setIsOnLoaded(false);
    autosave.setValue(next);
    onCodeChange(next);
  };
  const backToDraft = (saved: Draft) => {
    setIsOnLoaded(false);
    autosave.replaceValue(saved.code);
    onCodeChange(saved.code);
  };

  return {
    code,
    /** The submission's code is what is on screen. */
    isShowingLoaded: loaded !== null && code === loaded.code,
    change,
    backToDraft,
    flush: autosave.flush,
    status: autosave.status,
    statusLabel: autosave.statusLabel,
  };
}
