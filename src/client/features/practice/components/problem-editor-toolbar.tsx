import { Play, RotateCcw, Send, Sparkles } from "lucide-react";
import { useId } from "react";
import { AutosaveStatusText } from "@/client/components/ui/autosave-status";
import { Button } from "@/client/components/ui/button";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { EditorSettingsPopover } from "@/client/features/preferences";
import type { AutosaveStatus } from "@/client/lib/autosave";
import { LANGUAGE_LABELS, LANGUAGES, type Language } from "@/shared/judge/languages";

type EditorToolbarProps = {
  language: Language;
  onLanguageChange: (language: Language) => void;
  saveStatus: AutosaveStatus;
  saveStatusLabel: string;
  /** "Loading Python… 40 %" while the runtime downloads. */
  loadingText: string | null;
  isRepetition: boolean;
  onReset: () => void;
  /** Absent in a coding interview: no "Review my code" button. */
  onReview?: () => void;
  isReviewing?: boolean;
} & RunButtonsProps;

/** Above the editor: the language picker, the draft's save status, editor settings, Reset, Review, Run and Submit. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { language } = props;
  const selectId = useId();
  return (
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
      <AutosaveStatusText status={props.saveStatus} label={props.saveStatusLabel} testId="draft-save-status" />
      {props.loadingText ? (
        <span className="inline-flex items-center gap-1 text-xs text-slate-600" role="status">
          <Spinner className="size-3" label="Loading" />
          {props.loadingText}
        </span>
      ) : null}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <EditorSettingsPopover />
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label="Reset to starter code" title="Reset to starter code">
              <RotateCcw aria-hidden className="size-4" />
            </Button>
          }
          title="Reset to starter code?"
          description={`Your ${LANGUAGE_LABELS[language]} code is replaced by the starter code. Your submissions keep their code.${props.isRepetition ? " Your accepted draft stays as it is." : ""}`}
          confirmLabel="Reset"
          onConfirm={props.onReset}
        />
        {/* "Review" on phones so the toolbar keeps one row; its name is the full one everywhere. */}
        {props.onReview ? (
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
        ) : null}
        <RunButtons
          pending={props.pending}
          shortcuts={props.shortcuts}
          onRun={props.onRun}
          onSubmit={props.onSubmit}
          canJudge={props.canJudge}
        />
      </div>
    </div>
  );
}

type RunButtonsProps = {
  pending: "run" | "submit" | null;
  /** False while the language cannot be judged (the notice below says why). */
  canJudge: boolean;
  shortcuts: { run: string; submit: string };
  onRun: () => void;
  onSubmit: () => void;
};

/** Run and Submit with their shortcuts, both disabled while either runs or while the language cannot be judged. */
function RunButtons({ pending, shortcuts, onRun, onSubmit, canJudge }: RunButtonsProps) {
  const isBusy = pending !== null || !canJudge;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={onRun}
        disabled={isBusy}
        aria-keyshortcuts="Control+Enter Meta+Enter"
      >
        {pending === "run" ? <Spinner className="size-4" label="Running" /> : <Play aria-hidden className="size-4" />}
        Run
        <kbd className="hidden rounded border border-slate-300 bg-slate-50 px-1 font-sans text-[0.7rem] text-slate-600 sm:inline">
          {shortcuts.run}
        </kbd>
      </Button>
      <Button size="sm" onClick={onSubmit} disabled={isBusy} aria-keyshortcuts="Control+Shift+Enter Meta+Shift+Enter">
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
    </>
  );
}
