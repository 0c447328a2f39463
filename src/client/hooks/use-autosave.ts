import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/client/lib/api-client";
import {
  AUTOSAVE_STATUS_LABELS,
  type AutosaveEvent,
  getAutosaveStatus,
  getRetryDelayMs,
  INITIAL_AUTOSAVE_STATE,
  pickInitialValue,
  readLocalCopy,
  reduceAutosave,
  type SaveFailure,
  shouldSave,
} from "@/client/lib/autosave";

type UseAutosaveOptions<T> = {
  /** Where this device keeps its copy until the server has it: per user and resource (getAutosaveKey). */
  storageKey: string;
  /** The server's value when the screen opened, and when it was saved (null: never). */
  initial: { value: T; updatedAt: string | null };
  save: (value: T) => Promise<unknown>;
  /** Quiet time after the last edit before saving. */
  delayMs?: number;
  /** Save at least this often while edits keep coming (a ticking timer never goes quiet). */
  maxWaitMs?: number;
};

/** The localStorage key of one user's copy of one resource: `preppilot:autosave:<user>:<parts…>`. */
export function getAutosaveKey(userId: string, ...parts: string[]): string {
  return ["preppilot", "autosave", userId, ...parts].join(":");
}

/**
 * A value that saves itself (drafts, notes, the timer; interview answers and diagrams next): debounced
 * while typing, flushed on blur, page hide and unmount, kept in localStorage until the server
 * acknowledges it, retried with backoff, and restored from this device when its copy is newer than the
 * server's. Nothing typed is lost when a save fails: the local copy outlives the tab.
 */
export function useAutosave<T>({ storageKey, initial, save, delayMs = 800, maxWaitMs }: UseAutosaveOptions<T>) {
  const [start] = useState(() => pickInitialValue(initial, readStoredCopy<T>(storageKey)));
  const [value, setCurrentValue] = useState<T>(start.value);
  const [state, setState] = useState(INITIAL_AUTOSAVE_STATE);
  const valueRef = useRef(start.value);
  const machine = useRef(INITIAL_AUTOSAVE_STATE);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const firstUnsavedAt = useRef<number | null>(null);
  const isMounted = useRef(true);
  const saveRef = useRef(save);
  const settings = useRef({ storageKey, delayMs, maxWaitMs });
  useEffect(() => {
    saveRef.current = save;
    settings.current = { storageKey, delayMs, maxWaitMs };
  });

  // Built once: every function reads the refs above, so timers and listeners never hold stale values.
  const [actions] = useState(() => {
    const dispatch = (event: AutosaveEvent) => {
      machine.current = reduceAutosave(machine.current, event);
      setState(machine.current);
    };
    const schedule = (ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void attempt(), ms);
    };
    const attempt = async () => {
      clearTimeout(timer.current);
      if (!shouldSave(machine.current)) return;
      const { version } = machine.current;
      const sent = valueRef.current;
      firstUnsavedAt.current = null;
      dispatch({ type: "save-started", version });
      try {
        await saveRef.current(sent);
        dispatch({ type: "save-succeeded", version });
        // The server has what is on screen: the device's copy has done its job.
        if (machine.current.version === version) removeStoredCopy(settings.current.storageKey);
        else if (isMounted.current) schedule(settings.current.delayMs);
      } catch (error) {
        const { failure, message } = classifyFailure(error);
        dispatch({ type: "save-failed", version, failure, message });
        if (!isMounted.current) return;
        if (failure !== "rejected") schedule(getRetryDelayMs(machine.current.failures));
        else if (machine.current.version !== version) schedule(settings.current.delayMs);
      }
    };
    const setValue = (next: T) => {
      valueRef.current = next;
      setCurrentValue(next);
      dispatch({ type: "edit" });
      writeStoredCopy(settings.current.storageKey, next);
      const now = Date.now();
      firstUnsavedAt.current ??= now;
      const { delayMs: delay, maxWaitMs: maxWait } = settings.current;
      const untilMaxWait = maxWait === undefined ? delay : firstUnsavedAt.current + maxWait - now;
      schedule(Math.max(0, Math.min(delay, untilMaxWait)));
    };
    return { dispatch, attempt, setValue };
  });

  /** Shows a value without saving it (an old submission to look at): the next edit saves whatever is shown. */
  const replaceValue = useCallback((next: T) => {
    valueRef.current = next;
    setCurrentValue(next);
  }, []);
  const { attempt, dispatch, setValue } = actions;
  const flush = attempt;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: a restored copy goes to the server
  useEffect(() => {
    isMounted.current = true;
    if (start.isRestored) {
      dispatch({ type: "edit" });
      void attempt();
    }
    const onHide = () => {
      if (document.visibilityState === "hidden") void attempt();
    };
    const onPageHide = () => void attempt();
    const onOnline = () => void attempt();
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("online", onOnline);
    return () => {
      isMounted.current = false;
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("online", onOnline);
      // Leaving the screen saves what was typed; if that fails, the local copy brings it back next time.
      void attempt();
    };
  }, []);

  const status = getAutosaveStatus(state);
  return {
    value,
    setValue,
    replaceValue,
    flush,
    status,
    statusLabel:
      status === "rejected" && state.rejection ? `Not saved — ${state.rejection}` : AUTOSAVE_STATUS_LABELS[status],
    /** The value came from this device's copy, newer than the server's. */
    isRestored: start.isRestored,
  };
}

function classifyFailure(error: unknown): { failure: SaveFailure; message?: string } {
  if (typeof navigator !== "undefined" && !navigator.onLine) return { failure: "offline" };
  if (error instanceof ApiError) {
    const isRefusal = error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
    return isRefusal ? { failure: "rejected", message: error.message } : { failure: "error" };
  }
  // fetch rejects with a TypeError when the server cannot be reached at all.
  return { failure: error instanceof TypeError ? "offline" : "error" };
}

function readStoredCopy<T>(key: string) {
  try {
    return readLocalCopy(localStorage.getItem(key)) as { value: T; changedAt: string } | null;
  } catch {
    return null;
  }
}

function writeStoredCopy(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify({ value, changedAt: new Date().toISOString() }));
  } catch {
    // Storage full or disabled (private mode): the server save still runs; only the offline net is gone.
  }
}

function removeStoredCopy(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
