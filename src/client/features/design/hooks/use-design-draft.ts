import { useCallback, useEffect, useRef, useState } from "react";
import { getAutosaveKey, useAutosave } from "@/client/hooks/use-autosave";
import { ApiError } from "@/client/lib/api-client";
import { readLocalCopy } from "@/client/lib/autosave";
import type { Diagram } from "@/shared/design/diagram";
import { type DesignPhaseId, type DesignWork, PHASE_SECONDS_MAX } from "@/shared/schemas/design-work";
import { getDesignWork } from "../api/get-design-work";
import { saveDesignWork } from "../api/save-design-work";

export type DesignDraft = Pick<DesignWork, "diagram" | "phaseNotes" | "session">;
/** The longest "Review my design" waits for the design to reach the server. */
const SAVE_NOW_TIMEOUT_MS = 10_000;

export class DesignNotSavedError extends Error {
  override name = "DesignNotSavedError";
  constructor() {
    super(
      "Your latest changes are not saved yet, so they cannot be reviewed. Check the save status above and try again.",
    );
  }
}

/**
 * What the autosave keeps, on this device too: the draft, the server version it was made on, and whether
 * it holds edits the server has not acknowledged (false when only the clock moved since the last save).
 */
type StoredDraft = DesignDraft & { baseVersion: number; hasEdits?: boolean };

/** Quiet time after the last change before a save, and the longest a stream of changes waits. */
const SAVE_DELAY_MS = 1000;
const SAVE_MAX_WAIT_MS = 10_000;

export function getDesignDraftKey(userId: string, scenarioId: string) {
  return getAutosaveKey(userId, "design", scenarioId);
}

/**
 * A scenario's design as the user works on it: saved whole through the autosave (debounced, kept on
 * this device until the server has it), each save naming the version it was made on. When another tab or
 * device saved first the server answers 409: `conflict` turns on and nothing more is saved until the
 * user reloads the latest version or keeps this one (saved on top of the latest).
 */
export function useDesignDraft({ scenarioId, userId, work }: { scenarioId: string; userId: string; work: DesignWork }) {
  const storageKey = getDesignDraftKey(userId, scenarioId);
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

  // The clock ticks every second on screen but goes into the design only with another change, and when
  // the phase changes, the clock pauses, a review is asked for or the page is hidden or left. A design
  // that saved every tick would never read "Saved", and a tab left open beside another would keep
  // making the other one stale (two tabs on one design only conflict when both are worked in).
  const [session, setSession] = useState(autosave.value.session);
  const clock = useRef(autosave.value.session);
  // Several changes can land between two renders (a drop, then a rename): each builds on the last.
  const draft = useRef(autosave.value);
  const { setValue, flush } = autosave;
  const latest = useRef(autosave);
  latest.current = autosave;
  const change = useCallback(
    (patch: (current: StoredDraft) => StoredDraft) => {
      const next = patch(draft.current);
      const hasEdits =
        next.diagram !== acknowledged.current.diagram || next.phaseNotes !== acknowledged.current.phaseNotes;
      draft.current = { ...next, session: clock.current, baseVersion: version.current, hasEdits };
      setValue(draft.current);
    },
    [setValue],
  );
  const saveClock = useCallback(() => {
    if (draft.current.session !== clock.current) change((current) => current);
  }, [change]);

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

  return {
    draft: { ...autosave.value, session },
    status: autosave.status,
    statusLabel: conflict ? "Not saved — changed elsewhere" : autosave.statusLabel,
    isRestored: autosave.isRestored,
    conflict,
    /** Saves what is on screen, the clock included. */
    flush: useCallback(async () => {
      saveClock();
      await flush();
    }, [flush, saveClock]),
    /**
     * Saves what is on screen and answers the version the server then holds (what a review reads),
     * waiting out a save already on its way; throws with a message when the design cannot be saved now.
     */
    saveNow: useCallback(async () => {
      saveClock();
      const deadline = Date.now() + SAVE_NOW_TIMEOUT_MS;
      while (Date.now() < deadline) {
        await flush();
        const { status } = latest.current;
        if (status === "saved") return version.current;
        if (status === "rejected" || status === "offline") break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new DesignNotSavedError();
    }, [flush, saveClock]),
    setDiagram: useCallback((diagram: Diagram) => change((current) => ({ ...current, diagram })), [change]),
    setPhaseNotes: useCallback(
      (phase: DesignPhaseId, text: string) =>
        change((current) => ({ ...current, phaseNotes: { ...current.phaseNotes, [phase]: text } })),
      [change],
    ),
    setActivePhase: useCallback(
      (phase: DesignPhaseId) => {
        clock.current = { ...clock.current, activePhase: phase };
        setSession(clock.current);
        saveClock();
      },
      [saveClock],
    ),
    tick: useCallback(() => {
      const { activePhase, phaseSeconds } = clock.current;
      const seconds = Math.min(PHASE_SECONDS_MAX, (phaseSeconds[activePhase] ?? 0) + 1);
      clock.current = { activePhase, phaseSeconds: { ...phaseSeconds, [activePhase]: seconds } };
      setSession(clock.current);
    }, []),
    /** Keep this tab's design: it is saved again, on top of the version the server now has. */
    keepMine: useCallback(async () => {
      const latest = await getDesignWork(scenarioId);
      version.current = latest.version;
      setConflict(false);
      draft.current = { ...draft.current, baseVersion: latest.version };
      setValue(draft.current);
      await flush();
    }, [flush, scenarioId, setValue]),
  };
}

/** The interview's clock: counts for the open phase while the page is visible and not paused. */
export function useDesignClock(tick: () => void) {
  const [isPaused, setIsPaused] = useState(false);
  useEffect(() => {
    if (isPaused) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") tick();
    }, 1000);
    return () => clearInterval(timer);
  }, [isPaused, tick]);
  return { isPaused, pause: () => setIsPaused(true), resume: () => setIsPaused(false) };
}

function forgetClockOnlyCopy(key: string, serverVersion: number) {
  try {
    const copy = readLocalCopy(localStorage.getItem(key))?.value as Partial<StoredDraft> | undefined;
    if (copy?.hasEdits === false && copy.baseVersion !== serverVersion) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is no copy to forget.
  }
}
