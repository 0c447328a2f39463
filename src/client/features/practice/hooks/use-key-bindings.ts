import { type Extension, Prec } from "@uiw/react-codemirror";
import { useEffect, useState } from "react";
import type { EditorKeyBindings } from "@/shared/schemas/preferences";

// Vim's and Emacs's key bindings are chunks of their own, downloaded only by a user who chose them: the
// standard keys cost nothing. Prec.high puts them before the basic setup's keymaps (which
// @uiw/react-codemirror places first), as both packages ask, and below the page's own Run and Submit
// bindings (Prec.highest in code-editor.tsx), so Ctrl/Cmd+Enter still runs in every mode.
const LOADERS: Record<Exclude<EditorKeyBindings, "default">, () => Promise<Extension>> = {
  // `status` shows Vim's mode (--NORMAL--, --INSERT--, --VISUAL--) and pending keys under the editor.
  vim: () => import("@replit/codemirror-vim").then(({ vim }) => Prec.high(vim({ status: true }))),
  emacs: () => import("@replit/codemirror-emacs").then(({ emacs }) => Prec.high(emacs())),
};

export type KeyBindingsState = {
  extension: Extension;
  /** The bindings in force: the standard ones while the chosen ones download, or when they failed to. */
  active: EditorKeyBindings;
  hasFailed: boolean;
};

type Loaded = { bindings: EditorKeyBindings; extension: Extension } | { bindings: EditorKeyBindings; error: true };

/** The editor extension for the chosen key bindings, once its chunk has loaded. */
export function useKeyBindings(bindings: EditorKeyBindings): KeyBindingsState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (bindings === "default") return;
    let isCurrent = true;
    LOADERS[bindings]().then(
      (extension) => isCurrent && setLoaded({ bindings, extension }),
      () => isCurrent && setLoaded({ bindings, error: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [bindings]);
  if (bindings === "default" || loaded?.bindings !== bindings)
    return { extension: [], active: "default", hasFailed: false };
  if ("error" in loaded) return { extension: [], active: "default", hasFailed: true };
  return { extension: loaded.extension, active: bindings, hasFailed: false };
}
