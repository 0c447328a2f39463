import { useEffect, useRef, useState } from "react";
import { useAutosave } from "@/client/hooks/use-autosave";
import { ApiError } from "@/client/lib/api-client";
import { readLocalCopy } from "@/client/lib/autosave";
import type { DesignWork } from "@/shared/schemas/design-work";
import { saveDesignWork } from "../api/save-design-work";

export type DesignDraft = Pick<DesignWork, "diagram" | "phaseNotes" | "session">;

/**
 * What the autosave keeps, on this device too: the draft, the server version it was made on, and whether
 * it holds edits the server has not acknowledged (false when only the clock moved since the last save).
 */
export type StoredDraft = DesignDraft & { baseVersion: number; hasEdits?: boolean };

/** Quiet time after the last change before a save, and the longest a stream of changes waits. */
const SAVE_DELAY_MS = 1000;
const SAVE_MAX_WAIT_MS = 10_000;

/**
 * The autosave of a scenario's design, each save naming the server version it was made on. A 409 (another
 * tab or device saved first) turns `conflict` on.
 */
export function useDesignSaves({
  storageKey,
  scenarioId,
  work,
}: {
  storageKey: string;
  scenarioId: string;
  work: DesignWork;
}) {
  // Before the autosave reads this device's copy: one that only moved the clock, made on an older
  // version, is dropped rather than offered as a conflict (the design was changed elsewhere meanwhile).
  useState(() => forgetClockOnlyCopy(storageKey, work.version));
  const [conflict, setConflict] = useState(false);
  // The diagram and notes the server has acknowledged, to tell an edit from a tick of the clock.
  const acknowledged = useRef<Pick<DesignDraft, "diagram" | "phaseNotes">>(work);
  const autosave = useAutosave<StoredDraft>({
    storageKey,
    initial: {
      value: { diagram: work.diagram, phaseNotes: work.phaseNotes, session: work.session, baseVersion: work.version },
      updatedAt: work.updatedAt,
    },
    save: async ({ diagram, phaseNotes, session }) => {
      try {
        const input = { baseVersion: version.current, diagram, phaseNotes, session };
        const saved = await saveDesignWork({ id: scenarioId, input });
        version.current = saved.version;
        acknowledged.current = { diagram, phaseNotes };
        setConflict(false);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) setConflict(true);
        throw error;
      }
    },
    delayMs: SAVE_DELAY_MS,
    maxWaitMs: SAVE_MAX_WAIT_MS,
  });
  // A copy restored from this device saves on the version it was made on: if the server has moved on
  // since (another tab saved), that save is refused and the user chooses, instead of it silently winning.
  const version = useRef(autosave.value.baseVersion);
  return { autosave, conflict, setConflict, version, acknowledged };
}

/** Saves the clock when the page is hidden or left, and when the editor closes. */
export function useSaveOnLeave(saveClock: () => void, flush: () => Promise<void>) {
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState !== "hidden") return;
      saveClock();
      void flush();
    };
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", saveClock);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", saveClock);
      saveClock();
    };
  }, [flush, saveClock]);
}

function forgetClockOnlyCopy(key: string, serverVersion: number) {
  try {
    const copy = readLocalCopy(localStorage.getItem(key))?.value as Partial<StoredDraft> | undefined;
    if (copy?.hasEdits === false && copy.baseVersion !== serverVersion) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is no copy to forget.
  }
}
