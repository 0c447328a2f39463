import { useEffect, useRef } from "react";
import { getShortcutAction } from "../lib/shortcuts";

type PageShortcuts = { run: () => void; submit: () => void };

/** Ctrl/Cmd+Enter runs and Ctrl/Cmd+Shift+Enter submits anywhere on the page (the editor handles its own and marks the event handled). */
export function usePageShortcuts(shortcuts: PageShortcuts) {
  // The listener is added once; it calls whatever handlers the latest render passed.
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = event.defaultPrevented ? null : getShortcutAction(event);
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
