import { cpp } from "@codemirror/lang-cpp";
import { go } from "@codemirror/lang-go";
import { java } from "@codemirror/lang-java";
import { javascript } from "@codemirror/lang-javascript";
import { python } from "@codemirror/lang-python";
import { lintGutter, setDiagnostics } from "@codemirror/lint";
import CodeMirror, { EditorSelection, EditorView, type Extension, keymap, Prec } from "@uiw/react-codemirror";
import { type RefObject, useEffect, useMemo, useRef } from "react";
import type { Language } from "@/shared/judge/languages";
import type { ReviewRemark } from "@/shared/schemas/code-review";
import { EDITOR_FONT_SIZE, type EditorKeyBindings } from "@/shared/schemas/preferences";
import { useKeyBindings } from "../hooks/use-key-bindings";
import { toDiagnostics } from "../lib/code-review/remark-diagnostics";

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
  /** A code review's remarks, marked in the gutter and underlined; CodeMirror keeps them on their code as it is edited. */
  remarks?: readonly ReviewRemark[];
  /** The user's font size in px. */
  fontSize?: number;
  /** The user's key bindings; Vim's and Emacs's load on first use. */
  keyBindings?: EditorKeyBindings;
};

const THEME = EditorView.theme({
  "&": { backgroundColor: "#ffffff" },
  // flexGrow: an editor taller than its code keeps its panels (Vim's status line) at its foot.
  ".cm-scroller": {
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    lineHeight: "1.6",
    flexGrow: "1",
  },
  ".cm-gutters": { backgroundColor: "#f8fafc", borderRight: "1px solid #e2e8f0", color: "#94a3b8" },
  "&.cm-focused": { outline: "2px solid #6366f1", outlineOffset: "-2px" },
  // Vim's status line: its mode (--NORMAL--, --INSERT--) and the keys typed so far.
  ".cm-vim-panel": {
    padding: "2px 8px",
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    fontSize: "12px",
    backgroundColor: "#f1f5f9",
    color: "#334155",
  },
});

function createFontTheme(fontSize: number): Extension {
  return EditorView.theme({ "&": { fontSize: `${fontSize}px` } });
}

/** A key binding's command: handled (true) when the page gave a handler, so CodeMirror's own binding does not run. */
function callHandler(handler: (() => void) | undefined): boolean {
  handler?.();
  return handler !== undefined;
}

const LANGUAGE_EXTENSIONS: Record<Language, () => Extension> = {
  javascript: () => javascript(),
  typescript: () => javascript({ typescript: true }),
  python,
  java,
  cpp,
  go,
};

/** LeetCode's indentation per language: two spaces in JavaScript and TypeScript, four elsewhere. */
const TAB_SIZES: Record<Language, number> = { javascript: 2, typescript: 2, python: 4, java: 4, cpp: 4, go: 4 };

/** The page's handle on the editor view; it does nothing until the view exists. */
function createEditorHandle(view: RefObject<EditorView | null>): CodeEditorHandle {
  return {
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
  remarks,
  fontSize = EDITOR_FONT_SIZE.default,
  keyBindings = "default",
}: CodeEditorProps) {
  const view = useRef<EditorView | null>(null);
  // The keymap is built once per language; it calls whatever handlers the latest render passed.
  const handlers = useRef({ onRun, onSubmit, onBlur });
  handlers.current = { onRun, onSubmit, onBlur };
  const hasRemarks = remarks !== undefined && remarks.length > 0;
  const bindings = useKeyBindings(keyBindings);

  const extensions = useMemo(
    () => [
      LANGUAGE_EXTENSIONS[language](),
      THEME,
      createFontTheme(fontSize),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ "aria-label": label }),
      // Above the basic setup's Mod-Enter (insert blank line) so the page's shortcuts win inside the editor.
      Prec.highest(
        keymap.of([
          { key: "Mod-Enter", run: () => callHandler(handlers.current.onRun) },
          { key: "Mod-Shift-Enter", run: () => callHandler(handlers.current.onSubmit) },
        ]),
      ),
      bindings.extension,
      EditorView.domEventHandlers({ blur: () => handlers.current.onBlur?.() }),
      // The gutter only once there are remarks: most of the time the editor has none.
      hasRemarks ? lintGutter() : [],
    ],
    [language, label, hasRemarks, fontSize, bindings.extension],
  );

  // After the extensions (the child's effect reconfigures first), so the gutter is there to mark them.
  useEffect(() => {
    const current = view.current;
    if (!current || remarks === undefined) return;
    current.dispatch(setDiagnostics(current.state, toDiagnostics(current.state.doc, remarks)));
  }, [remarks]);

  if (handleRef) handleRef.current = createEditorHandle(view);

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
      // The bindings in force (the chosen ones once their chunk has loaded), for the tests and the styles.
      data-key-bindings={bindings.active}
      basicSetup={{ tabSize: TAB_SIZES[language], autocompletion: !readOnly }}
      onCreateEditor={(created) => {
        view.current = created;
      }}
    />
  );
}
