// The pure part of useAutosave (src/client/hooks/use-autosave.ts): which version of a value the server
// has, what the status line says, when to retry, and whether a copy kept on this device wins over the
// server's on load. Kept free of React and timers so every transition is unit-tested.

export type SaveFailure = "offline" | "error" | "rejected";

export type AutosaveState = {
  /** Goes up by one on every edit. */
  version: number;
  /** The newest version the server acknowledged. */
  savedVersion: number;
  /** The version being sent right now, if any. */
  savingVersion: number | null;
  /** Failed attempts since the last success: the retry backs off with it. */
  failures: number;
  lastFailure: SaveFailure | null;
  /** The server refused the value itself (a 4xx such as "Code is limited to 64 KB."): retrying cannot help. */
  rejection: string | null;
};

export type AutosaveEvent =
  | { type: "edit" }
  | { type: "save-started"; version: number }
  | { type: "save-succeeded"; version: number }
  | { type: "save-failed"; version: number; failure: SaveFailure; message?: string };

export type AutosaveStatus = "saved" | "saving" | "offline" | "retrying" | "rejected";

export const AUTOSAVE_STATUS_LABELS: Record<AutosaveStatus, string> = {
  saved: "Saved",
  saving: "Saving…",
  offline: "Offline — saved on this device",
  retrying: "Not saved — retrying",
  rejected: "Not saved",
};

export const INITIAL_AUTOSAVE_STATE: AutosaveState = {
  version: 0,
  savedVersion: 0,
  savingVersion: null,
  failures: 0,
  lastFailure: null,
  rejection: null,
};

export function reduceAutosave(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  switch (event.type) {
    case "edit":
      // A new value may be one the server accepts: the refusal belonged to the old one.
      return { ...state, version: state.version + 1, rejection: null };
    case "save-started":
      return { ...state, savingVersion: event.version };
    case "save-succeeded":
      return {
        ...state,
        savedVersion: Math.max(state.savedVersion, event.version),
        savingVersion: null,
        failures: 0,
        lastFailure: null,
      };
    case "save-failed":
      return {
        ...state,
        savingVersion: null,
        failures: state.failures + 1,
        lastFailure: event.failure,
        // Only a refusal of the value on screen stops the retries; an edit since then is a new value.
        rejection: event.failure === "rejected" && event.version === state.version ? (event.message ?? "") : null,
      };
  }
}

export function getAutosaveStatus(state: AutosaveState): AutosaveStatus {
  if (state.savedVersion >= state.version) return "saved";
  if (state.rejection !== null) return "rejected";
  if (state.lastFailure === "offline") return "offline";
  if (state.lastFailure === "error") return "retrying";
  return "saving";
}

/** Whether a save should start now: something unsaved, nothing in flight, and not refused as it is. */
export function shouldSave(state: AutosaveState): boolean {
  return state.version > state.savedVersion && state.savingVersion === null && state.rejection === null;
}

/** 1 s, 2 s, 4 s … after consecutive failures, at most 30 s apart. */
export function getRetryDelayMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/** The copy kept on this device until the server has the value. */
export type LocalCopy<T> = { value: T; changedAt: string };

export function readLocalCopy(raw: string | null): LocalCopy<unknown> | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || !("value" in parsed) || !("changedAt" in parsed)) return null;
    const { value, changedAt } = parsed as { value: unknown; changedAt: unknown };
    return typeof changedAt === "string" && !Number.isNaN(Date.parse(changedAt)) ? { value, changedAt } : null;
  } catch {
    return null;
  }
}

/**
 * The value to start from. A local copy exists only while the server has not acknowledged it, so it
 * wins unless the server's copy was saved later (typed on another device after this one went offline).
 */
export function pickInitialValue<T>(
  server: { value: T; updatedAt: string | null },
  local: LocalCopy<T> | null,
): { value: T; isRestored: boolean } {
  if (!local || Object.is(local.value, server.value)) return { value: server.value, isRestored: false };
  const isNewer = server.updatedAt === null || Date.parse(local.changedAt) > Date.parse(server.updatedAt);
  return isNewer ? { value: local.value, isRestored: true } : { value: server.value, isRestored: false };
}
