import { type RefObject, useEffect, useRef } from "react";

/**
 * Undo (Ctrl+Z) and redo (Ctrl+Shift+Z, Ctrl+Y) from anywhere in the editor, and from the page itself:
 * deleting the focused component leaves the focus on the body. Text fields keep their own undo.
 */
export function useUndoShortcuts(
  editorRef: RefObject<HTMLElement | null>,
  travel: (direction: "undo" | "redo") => void,
) {
  const travelRef = useRef(travel);
  travelRef.current = travel;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const isOurs = target === document.body || editorRef.current?.contains(target);
      if (!isOurs || target.closest("input, textarea, select, [contenteditable=true]")) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key !== "z" && key !== "y") return;
      event.preventDefault();
      travelRef.current(key === "y" || event.shiftKey ? "redo" : "undo");
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [editorRef]);
}
