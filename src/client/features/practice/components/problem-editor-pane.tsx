import { Play, RotateCcw, Send, Sparkles } from "lucide-react";
import { lazy, type RefObject, Suspense, useEffect, useId } from "react";
import { AutosaveStatusText } from "@/client/components/ui/autosave-status";
import { Button } from "@/client/components/ui/button";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { getAutosaveKey, useAutosave } from "@/client/hooks/use-autosave";
import { LANGUAGE_LABELS, LANGUAGES, type Language } from "@/shared/judge/languages";
import type { ReviewRemark } from "@/shared/schemas/code-review";
import type { Draft } from "@/shared/schemas/solving";
import { useSaveDraft } from "../api/save-draft";
import { useSaveRepetitionDraft } from "../api/save-repetition-draft";
import type { CodeEditorHandle } from "./code-editor";

// The editor is its own chunk: the route's chunk stays small, and no other screen downloads CodeMirror.
const CodeEditor = lazy(() => import("./code-editor").then((module) => ({ default: module.CodeEditor })));

/** Code opened from a submission: shown, not saved, until the user edits it. */
export type LoadedCode = { code: string; label: string };

type ProblemEditorPaneProps = {
  problemId: string;
  userId: string;
  language: Language;
  draft: Draft | null;
  /** Review mode: `draft` is the review draft, and the code is saved there, never over the accepted draft. */
  isRepetition?: boolean;
  starterCode: string;
  loaded: LoadedCode | null;
  /** The code on screen, for Run and Submit from anywhere on the page. */
  codeRef: RefObject<string>;
  handleRef: RefObject<CodeEditorHandle | null>;
  pending: "run" | "submit" | null;
  shortcuts: { run: string; submit: string };
  /** "Loading Python… 40 %" while the runtime downloads. */
  loadingText: string | null;
  fillHeight: boolean;
  onLanguageChange: (language: Language) => void;
  onRun: () => void;
  onSubmit: () => void;
  /** "Review my code": never blocks typing; pressed again, a newer review replaces the running one. */
  onReview: () => void;
  isReviewing: boolean;
  /** The review's remarks on this language's code, marked beside their lines (none for another language). */
  remarks: readonly ReviewRemark[] | undefined;
  /** Every change of the code, so the review can tell it was made on an earlier version. */
  onCodeChange: (code: string) => void;
};

/**
 * One language's draft in the editor (the page remounts it per language): saved as the user types,
 * restored on any device, with the language picker, Reset, Run and Submit above it.
 */
export function ProblemEditorPane(props: ProblemEditorPaneProps) {
  const { problemId, userId, language, draft, starterCode, loaded, codeRef, handleRef, pending, shortcuts } = props;
  const selectId = useId();
  const saveDraft = useSaveDraft();
  const saveRepetitionDraft = useSaveRepetitionDraft();
  const save = props.isRepetition ? saveRepetitionDraft : saveDraft;
  const autosave = useAutosave({
    storageKey: getAutosaveKey(userId, "problem", problemId, props.isRepetition ? "review" : "draft", language),
    initial: { value: draft?.code ?? starterCode, updatedAt: draft?.updatedAt ?? null },
    save: (code: string) => save.mutateAsync({ id: problemId, language, code }),
  });
  codeRef.current = autosave.value;

  const { replaceValue } = autosave;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when a submission's code opens this pane
  useEffect(() => {
    if (loaded) replaceValue(loaded.code);
  }, []);
  const changeCode = (code: string) => {
    autosave.setValue(code);
    props.onCodeChange(code);
  };

  const isBusy = pending !== null;
  return (
    <div className={props.fillHeight ? "flex h-full flex-col" : "flex flex-col"}>
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-3 py-2">
        <label htmlFor={selectId} className="text-xs font-medium text-slate-600">
          Language
        </label>
        <select
          id={selectId}
          value={language}
          onChange={(event) => props.onLanguageChange(event.target.value as Language)}
          className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm font-medium text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option}>
              {LANGUAGE_LABELS[option]}
            </option>
          ))}
        </select>
        <AutosaveStatusText status={autosave.status} label={autosave.statusLabel} testId="draft-save-status" />
        {props.loadingText ? (
          <span className="inline-flex items-center gap-1 text-xs text-slate-600" role="status">
            <Spinner className="size-3" label="Loading" />
            {props.loadingText}
          </span>
        ) : null}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" aria-label="Reset to starter code" title="Reset to starter code">
                <RotateCcw aria-hidden className="size-4" />
              </Button>
            }
            title="Reset to starter code?"
            description={`Your ${LANGUAGE_LABELS[language]} code is replaced by the starter code. Your submissions keep their code.${props.isRepetition ? " Your accepted draft stays as it is." : ""}`}
            confirmLabel="Reset"
            onConfirm={() => changeCode(starterCode)}
          />
          {/* "Review" on phones so the toolbar keeps one row; its name is the full one everywhere. */}
          <Button
            variant="secondary"
            size="sm"
            onClick={props.onReview}
            aria-busy={props.isReviewing}
            aria-label="Review my code"
          >
            {props.isReviewing ? (
              <Spinner className="size-4" label="Reviewing" />
            ) : (
              <Sparkles aria-hidden className="size-4" />
            )}
            <span className="sm:hidden">Review</span>
            <span className="hidden sm:inline">Review my code</span>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={props.onRun}
            disabled={isBusy}
            aria-keyshortcuts="Control+Enter Meta+Enter"
          >
            {pending === "run" ? (
              <Spinner className="size-4" label="Running" />
            ) : (
              <Play aria-hidden className="size-4" />
            )}
            Run
            <kbd className="hidden rounded border border-slate-300 bg-slate-50 px-1 font-sans text-[0.7rem] text-slate-600 sm:inline">
              {shortcuts.run}
            </kbd>
          </Button>
          <Button
            size="sm"
            onClick={props.onSubmit}
            disabled={isBusy}
            aria-keyshortcuts="Control+Shift+Enter Meta+Shift+Enter"
          >
            {pending === "submit" ? (
              <Spinner className="size-4" label="Submitting" />
            ) : (
              <Send aria-hidden className="size-4" />
            )}
            Submit
            <kbd className="hidden rounded border border-white/40 bg-white/10 px-1 font-sans text-[0.7rem] sm:inline">
              {shortcuts.submit}
            </kbd>
          </Button>
        </div>
      </div>
      {loaded && autosave.value === loaded.code ? (
        <p className="flex flex-wrap items-center gap-2 border-b border-amber-200 bg-amber-50 px-3 py-1.5 text-xs text-amber-900">
          Showing {loaded.label}. Your saved draft stays as it was until you edit this code.
          {draft && draft.code !== loaded.code ? (
            <button
              type="button"
              className="font-medium underline"
              onClick={() => {
                autosave.replaceValue(draft.code);
                props.onCodeChange(draft.code);
              }}
            >
              Back to my draft
            </button>
          ) : null}
        </p>
      ) : null}
      <div className={props.fillHeight ? "min-h-0 flex-1" : "min-h-[60dvh]"}>
        <Suspense
          fallback={
            <div className="grid h-full min-h-40 place-items-center">
              <Spinner className="size-6 text-brand-600" label="Loading the code editor" />
            </div>
          }
        >
          <CodeEditor
            value={autosave.value}
            language={language}
            label="Code editor"
            onChange={changeCode}
            onBlur={() => void autosave.flush()}
            onRun={props.onRun}
            onSubmit={props.onSubmit}
            handleRef={handleRef}
            height={props.fillHeight ? "100%" : undefined}
            minHeight={props.fillHeight ? undefined : "60dvh"}
            remarks={props.remarks}
          />
        </Suspense>
      </div>
    </div>
  );
}
