import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/client/lib/api-client";
import {
  AUTOSAVE_STATUS_LABELS,
  type AutosaveEvent,
  type AutosaveState,
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
  const isMounted = useRef(true);
  const options = useRef({ save, storageKey, delayMs, maxWaitMs });
  useEffect(() => {
    options.current = { save, storageKey, delayMs, maxWaitMs };
  });

  // Built once: every function reads the refs above, so timers and listeners never hold stale values.
  const [saver] = useState(() =>
    createSaver<T>({ valueRef, options, isMounted, onState: setState, onValue: setCurrentValue }),
  );

  /** Shows a value without saving it (an old submission to look at): the next edit saves whatever is shown. */
  const replaceValue = useCallback((next: T) => {
    valueRef.current = next;
    setCurrentValue(next);
  }, []);
  useSaveOnLeave(saver, start.isRestored, isMounted);

  const status = getAutosaveStatus(state);
  return {
    value,
    setValue: saver.setValue,
    replaceValue,
    flush: saver.attempt,
    status,
    statusLabel:
      status === "rejected" && state.rejection ? `Not saved — ${state.rejection}` : AUTOSAVE_STATUS_LABELS[status],
    /** The value came from this device's copy, newer than the server's. */
    isRestored: start.isRestored,
  };
}

type SaverOptions<T> = Pick<UseAutosaveOptions<T>, "save" | "storageKey" | "delayMs" | "maxWaitMs">;

type SaverArgs<T> = {
  valueRef: RefObject<T>;
  /** The latest render's options. */
  options: RefObject<SaverOptions<T> & { delayMs: number }>;
  isMounted: RefObject<boolean>;
  onState: (state: AutosaveState) => void;
  onValue: (value: T) => void;
};

/**
 * The save machine: an edit is kept on this device and saved after the quiet time (or the longest wait);
 * a failed save is retried with backoff unless the server refused it; a newer edit saves again.
 */
function createSaver<T>({ valueRef, options, isMounted, onState, onValue }: SaverArgs<T>) {
  let machine = INITIAL_AUTOSAVE_STATE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstUnsavedAt: number | null = null;
  const dispatch = (event: AutosaveEvent) => {
    machine = reduceAutosave(machine, event);
    onState(machine);
  };
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void attempt(), ms);
  };
  const attempt = async () => {
    clearTimeout(timer);
    if (!shouldSave(machine)) return;
    const { version } = machine;
    const sent = valueRef.current;
    firstUnsavedAt = null;
    dispatch({ type: "save-started", version });
    try {
      await options.current.save(sent);
      dispatch({ type: "save-succeeded", version });
      // The server has what is on screen: the device's copy has done its job.
      if (machine.version === version) removeStoredCopy(options.current.storageKey);
      else if (isMounted.current) schedule(options.current.delayMs);
    } catch (error) {
      const { failure, message } = classifyFailure(error);
      dispatch({ type: "save-failed", version, failure, message });
      if (!isMounted.current) return;
      if (failure !== "rejected") schedule(getRetryDelayMs(machine.failures));
      else if (machine.version !== version) schedule(options.current.delayMs);
    }
  };
  const setValue = (next: T) => {
    valueRef.current = next;
    onValue(next);
    dispatch({ type: "edit" });
    writeStoredCopy(options.current.storageKey, next);
    const now = Date.now();
    firstUnsavedAt ??= now;
    const { delayMs: delay, maxWaitMs: maxWait } = options.current;
    const untilMaxWait = maxWait === undefined ? delay : firstUnsavedAt + maxWait - now;
    schedule(Math.max(0, Math.min(delay, untilMaxWait)));
  };
  return { dispatch, attempt, setValue };
}

/**
 * Saves on page hide, when the connection comes back and on unmount; a copy restored from this device
 * goes to the server once, on mount.
 */
function useSaveOnLeave(
  saver: Pick<ReturnType<typeof createSaver>, "attempt" | "dispatch">,
  isRestored: boolean,
  isMounted: RefObject<boolean>,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: a restored copy goes to the server
  useEffect(() => {
    const { attempt, dispatch } = saver;
    isMounted.current = true;
    if (isRestored) {
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
