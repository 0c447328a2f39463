import { lazy, type ReactNode, type RefObject, Suspense } from "react";
import { Spinner } from "@/client/components/ui/spinner";
import { useEditorPreferences } from "@/client/features/preferences";
import type { Language } from "@/shared/judge/languages";
import type { ReviewRemark } from "@/shared/schemas/code-review";
import type { Draft } from "@/shared/schemas/solving";
import { type LoadedCode, useEditorDraft } from "../hooks/use-editor-draft";
import type { CodeEditorHandle } from "./code-editor";
import { EditorToolbar } from "./problem-editor-toolbar";

// The editor is its own chunk: the route's chunk stays small, and no other screen downloads CodeMirror.
const CodeEditor = lazy(() => import("./code-editor").then((module) => ({ default: module.CodeEditor })));

type ProblemEditorPaneProps = {
  problemId: string;
  userId: string;
  language: Language;
  draft: Draft | null;
  /** Review mode: `draft` is the review draft, and the code is saved there, never over the accepted draft. */
  isRepetition?: boolean;
  /** LeetCode's template: a new draft's code, and what Reset puts back. */
  starterCode: string;
  /** Blank-page mode's first code: a comment naming what to write. */
  blankCode: string;
  loaded: LoadedCode | null;
  /** The code on screen, for Run and Submit from anywhere on the page. */
  codeRef: RefObject<string>;
  handleRef: RefObject<CodeEditorHandle | null>;
  pending: "run" | "submit" | null;
  shortcuts: { run: string; submit: string };
  /** "Loading Python… 40 %" while the runtime downloads. */
  loadingText: string | null;
  /** Above the editor: why the language cannot be judged now (no runner judges it). */
  notice?: ReactNode;
  /** False while the language cannot be judged: Run and Submit are disabled. */
  canJudge?: boolean;
  fillHeight: boolean;
  onLanguageChange: (language: Language) => void;
  onRun: () => void;
  onSubmit: () => void;
  /**
   * "Review my code": never blocks typing; pressed again, a newer review replaces the running one. Absent in a
   * coding interview, where no help is given.
   */
  onReview?: () => void;
  isReviewing?: boolean;
  /** The review's remarks on this language's code, marked beside their lines (none for another language). */
  remarks: readonly ReviewRemark[] | undefined;
  /** Every change of the code, so the review can tell it was made on an earlier version. */
  onCodeChange: (code: string) => void;
};

/**
 * One language's draft in the editor (the page remounts it per language): saved as the user types,
 * restored on any device, with the language picker, the editor's settings, Reset, Run and Submit above
 * it. Without a draft it opens on the starter code, or on a blank page when the user chose that.
 */
export function ProblemEditorPane(props: ProblemEditorPaneProps) {
  const { language, draft, starterCode, loaded, codeRef, fillHeight } = props;
  const preferences = useEditorPreferences();
  const editor = useEditorDraft({
    ...props,
    initialCode: preferences.startsBlank ? props.blankCode : starterCode,
    isRepetition: props.isRepetition ?? false,
  });
  codeRef.current = editor.code;

  return (
    <div className={fillHeight ? "flex h-full flex-col" : "flex flex-col"}>
      <EditorToolbar
        {...props}
        isRepetition={props.isRepetition ?? false}
        saveStatus={editor.status}
        saveStatusLabel={editor.statusLabel}
        onReset={() => editor.change(starterCode)}
        canJudge={props.canJudge ?? true}
      />
      {props.notice}
      {loaded && editor.isShowingLoaded ? (
        <p className="flex flex-wrap items-center gap-2 border-b border-amber-200 bg-amber-50 px-3 py-1.5 text-xs text-amber-900">
          Showing {loaded.label}. Your saved draft stays as it was until you edit this code.
          {draft && draft.code !== loaded.code ? (
            <button type="button" className="font-medium underline" onClick={() => editor.backToDraft(draft)}>
              Back to my draft
            </button>
          ) : null}
        </p>
      ) : null}
      {/* isolate: CodeMirror's gutters and panels (z-index 200 and 300) stay under the page's popovers and dialogs. */}
      <div className={fillHeight ? "isolate min-h-0 flex-1" : "isolate min-h-[60dvh]"}>
        <Suspense
          fallback={
            <div className="grid h-full min-h-40 place-items-center">
              <Spinner className="size-6 text-brand-600" label="Loading the code editor" />
            </div>
          }
        >
          <CodeEditor
            value={editor.code}
            language={language}
            label="Code editor"
            onChange={editor.change}
            onBlur={() => void editor.flush()}
            onRun={props.onRun}
            onSubmit={props.onSubmit}
            handleRef={props.handleRef}
            height={fillHeight ? "100%" : undefined}
            minHeight={fillHeight ? undefined : "60dvh"}
            remarks={props.remarks}
            fontSize={preferences.fontSize}
            keyBindings={preferences.keyBindings}
          />
        </Suspense>
      </div>
    </div>
  );
}
