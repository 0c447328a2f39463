import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { ConceptId } from "@/shared/design/concepts";

export type FinishedReading = { id: ConceptId; seconds: number; isLeavingPage: boolean };

type Reading = { id: ConceptId; visibleMs: number; visibleSince: number | null };

const isPageVisible = () => document.visibilityState === "visible";

/**
 * Which concept is open, and for how long it stayed open while the page was visible: a panel left open in
 * a background tab is not study. `onRead` gets each reading when the panel closes, when the lab unmounts
 * with it open, or when the page goes away (then with `isLeavingPage`, and a reopened page starts a new one).
 */
export function useConceptReading(onRead: (reading: FinishedReading) => void) {
  const [openId, setOpenId] = useState<ConceptId | null>(null);
  const reading = useRef<Reading | null>(null);

  const finish = (isLeavingPage: boolean) => {
    const current = reading.current;
    if (!current) return;
    reading.current = null;
    const visibleMs = current.visibleMs + (current.visibleSince === null ? 0 : Date.now() - current.visibleSince);
    onRead({ id: current.id, seconds: Math.round(visibleMs / 1000), isLeavingPage });
  };
  const start = (id: ConceptId) => {
    reading.current = { id, visibleMs: 0, visibleSince: isPageVisible() ? Date.now() : null };
  };

  const onVisibilityChange = useEffectEvent(() => {
    const current = reading.current;
    if (!current) return;
    if (isPageVisible()) current.visibleSince ??= Date.now();
    else if (current.visibleSince !== null) {
      current.visibleMs += Date.now() - current.visibleSince;
      current.visibleSince = null;
    }
  });
  const onPageHide = useEffectEvent(() => {
    const id = reading.current?.id;
    finish(true);
    // A page kept in the back/forward cache comes back with the panel still open.
    if (id) start(id);
  });
  const onUnmount = useEffectEvent(() => finish(false));

  useEffect(() => {
    if (openId === null) return;
    document.addEventListener("visibilitychange", onVisibilityChange);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onVisibilityChange);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [openId]);
  useEffect(() => onUnmount, []);

  return {
    openId,
    open: (id: ConceptId) => {
      finish(false);
      start(id);
      setOpenId(id);
    },
    close: () => {
      finish(false);
      setOpenId(null);
    },
  };
}
