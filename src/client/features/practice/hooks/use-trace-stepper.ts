import { type KeyboardEvent, useState } from "react";
import type { TraceReader } from "@/shared/trace/trace-types";

/**
 * Where the user is in a recorded trace (none while it records), and the moves: forward, back, first,
 * last, any step (the slider, a line, the failing line). A new trace starts at its first step.
 * `onKeyDown` gives the visualiser ←/→ and Home/End while it has focus, except in a field that takes
 * those keys itself (the slider, the line number).
 */
export function useTraceStepper(reader: TraceReader | null) {
  const [position, setPosition] = useState<{ reader: TraceReader | null; index: number }>({ reader, index: 0 });
  const index = position.reader === reader ? position.index : 0;
  const last = Math.max(0, (reader?.stepCount ?? 0) - 1);
  const go = (next: number) => setPosition({ reader, index: Math.min(last, Math.max(0, Math.round(next))) });
  const moves = {
    forward: () => go(index + 1),
    back: () => go(index - 1),
    first: () => go(0),
    last: () => go(last),
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || takesKeys(event.target)) return;
    const move = { ArrowRight: moves.forward, ArrowLeft: moves.back, Home: moves.first, End: moves.last }[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return { index, lastIndex: last, go, ...moves, onKeyDown };
}

function takesKeys(target: EventTarget): boolean {
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && target.type !== "checkbox" && target.type !== "radio")
  );
}
