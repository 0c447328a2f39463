import { javascript } from "@codemirror/lang-javascript";
import { python } from "@codemirror/lang-python";
import CodeMirror, { EditorSelection, EditorView, type Extension, keymap, Prec } from "@uiw/react-codemirror";
import { type RefObject, useMemo, useRef } from "react";
import type { Language } from "@/shared/judge/languages";

/** What the page can ask of the editor: jump to a compile error's line, or take focus. */
export type CodeEditorHandle = { goToLine(line: number, column?: number, shouldFocus?: boolean): void; focus(): void };

type CodeEditorProps = {
  value: string;
  language: Language;
  /** The accessible name of the editing area. */
  label: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Ctrl/Cmd+Enter. */
  onRun?: () => void;
  /** Ctrl/Cmd+Shift+Enter. */
  onSubmit?: () => void;
  readOnly?: boolean;
  handleRef?: RefObject<CodeEditorHandle | null>;
  /** "100%" fills a sized parent (the desktop panels); otherwise the editor grows with its code. */
  height?: string;
  minHeight?: string;
};

const THEME = EditorView.theme({
  "&": { fontSize: "14px", backgroundColor: "#ffffff" },
  ".cm-scroller": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", lineHeight: "1.6" },
  ".cm-gutters": { backgroundColor: "#f8fafc", borderRight: "1px solid #e2e8f0", color: "#94a3b8" },
  "&.cm-focused": { outline: "2px solid #6366f1", outlineOffset: "-2px" },
});

/** A key binding's command: handled (true) when the page gave a handler, so CodeMirror's own binding does not run. */
function callHandler(handler: (() => void) | undefined): boolean {
  handler?.();
  return handler !== undefined;
}

function getLanguageExtension(language: Language): Extension {
  if (language === "python") return python();
  return javascript({ typescript: language === "typescript" });
}

/**
 * CodeMirror 6 with its basic setup (line numbers, bracket matching, auto-indent, search with
 * Ctrl/Cmd+F, undo history) and a light theme. Tab indents; CodeMirror's documented escape hatch
 * (Escape, then Tab) moves focus on for keyboard users. Loaded lazily: only the problem page needs it.
 */
export function CodeEditor({
  value,
  language,
  label,
  onChange,
  onBlur,
  onRun,
  onSubmit,
  readOnly = false,
  handleRef,
  height,
  minHeight,
}: CodeEditorProps) {
  const view = useRef<EditorView | null>(null);
  // The keymap is built once per language; it calls whatever handlers the latest render passed.
  const handlers = useRef({ onRun, onSubmit, onBlur });
  handlers.current = { onRun, onSubmit, onBlur };

  const extensions = useMemo(
    () => [
      getLanguageExtension(language),
      THEME,
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ "aria-label": label }),
      // Above the basic setup's Mod-Enter (insert blank line) so the page's shortcuts win inside the editor.
      Prec.highest(
        keymap.of([
          { key: "Mod-Enter", run: () => callHandler(handlers.current.onRun) },
          { key: "Mod-Shift-Enter", run: () => callHandler(handlers.current.onSubmit) },
        ]),
      ),
      EditorView.domEventHandlers({ blur: () => handlers.current.onBlur?.() }),
    ],
    [language, label],
  );

  if (handleRef) {
    handleRef.current = {
      goToLine(line, column = 1, shouldFocus = true) {
        const current = view.current;
        if (!current) return;
        const { doc } = current.state;
        const target = doc.line(Math.min(Math.max(1, line), doc.lines));
        const position = Math.min(target.from + Math.max(0, column - 1), target.to);
        current.dispatch({
          selection: EditorSelection.cursor(position),
          effects: EditorView.scrollIntoView(position, { y: "center" }),
        });
        if (shouldFocus) current.focus();
      },
      focus: () => view.current?.focus(),
    };
  }

  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      theme="light"
      readOnly={readOnly}
      editable={!readOnly}
      height={height}
      minHeight={minHeight}
      className="h-full"
      basicSetup={{ tabSize: language === "python" ? 4 : 2, autocompletion: !readOnly }}
      onCreateEditor={(created) => {
        view.current = created;
      }}
    />
  );
}
