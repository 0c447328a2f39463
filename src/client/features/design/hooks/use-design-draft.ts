import { useCallback, useEffect, useRef, useState } from "react";
import { getAutosaveKey } from "@/client/hooks/use-autosave";
import type { AutosaveStatus } from "@/client/lib/autosave";
import type { Diagram } from "@/shared/design/diagram";
import { type DesignPhaseId, type DesignWork, PHASE_SECONDS_MAX } from "@/shared/schemas/design-work";
import { getDesignWork } from "../api/get-design-work";
import { type DesignDraft, type StoredDraft, useDesignSaves, useSaveOnLeave } from "./use-design-saves";

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
  const { autosave, conflict, setConflict, version, acknowledged } = useDesignSaves({
    storageKey: getDesignDraftKey(userId, scenarioId),
    scenarioId,
    work,
  });
  // The clock ticks every second on screen but goes into the design only with another change, and when
  // the phase changes, the clock pauses, a review is asked for or the page is hidden or left. A design
  // that saved every tick would never read "Saved", and a tab left open beside another would keep
  // making the other one stale (two tabs on one design only conflict when both are worked in).
  const { session, clock, setClock } = useSessionClock(autosave.value.session);
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
    [acknowledged, clock, setValue, version],
  );
  const saveClock = useCallback(() => {
    if (draft.current.session !== clock.current) change((current) => current);
  }, [change, clock]);
  useSaveOnLeave(saveClock, flush);

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
    saveNow: useCallback(() => {
      saveClock();
      return waitForSave(
        flush,
        () => latest.current.status,
        () => version.current,
      );
    }, [flush, saveClock, version]),
    setDiagram: useCallback((diagram: Diagram) => change((current) => ({ ...current, diagram })), [change]),
    setPhaseNotes: useCallback(
      (phase: DesignPhaseId, text: string) =>
        change((current) => ({ ...current, phaseNotes: { ...current.phaseNotes, [phase]: text } })),
      [change],
    ),
    setActivePhase: useCallback(
      (phase: DesignPhaseId) => {
        setClock({ ...clock.current, activePhase: phase });
        saveClock();
      },
      [clock, saveClock, setClock],
    ),
    tick: useCallback(() => setClock(countSecond(clock.current)), [clock, setClock]),
    /** Keep this tab's design: it is saved again, on top of the version the server now has. */
    keepMine: useCallback(async () => {
      const latest = await getDesignWork(scenarioId);
      version.current = latest.version;
      setConflict(false);
      draft.current = { ...draft.current, baseVersion: latest.version };
      setValue(draft.current);
      await flush();
    }, [flush, scenarioId, setConflict, setValue, version]),
  };
}

/** The session as shown, and the latest one for handlers that run between renders. */
function useSessionClock(initial: DesignDraft["session"]) {
  const [session, setSession] = useState(initial);
  const clock = useRef(initial);
  const setClock = useCallback((next: DesignDraft["session"]) => {
    clock.current = next;
    setSession(next);
  }, []);
  return { session, clock, setClock };
}

/** One more second for the open phase, up to the most a phase counts. */
function countSecond({ activePhase, phaseSeconds }: DesignDraft["session"]): DesignDraft["session"] {
  const seconds = Math.min(PHASE_SECONDS_MAX, (phaseSeconds[activePhase] ?? 0) + 1);
  return { activePhase, phaseSeconds: { ...phaseSeconds, [activePhase]: seconds } };
}

/** Flushes until the server holds the design, and answers its version; gives up after a while. */
async function waitForSave(
  flush: () => Promise<void>,
  getStatus: () => AutosaveStatus,
  getVersion: () => number,
): Promise<number> {
  const deadline = Date.now() + SAVE_NOW_TIMEOUT_MS;
  while (Date.now() < deadline) {
    await flush();
    const status = getStatus();
    if (status === "saved") return getVersion();
    if (status === "rejected" || status === "offline") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new DesignNotSavedError();
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
