import { expect, test } from "vitest";
import {
  type AutosaveEvent,
  type AutosaveState,
  getAutosaveStatus,
  getRetryDelayMs,
  INITIAL_AUTOSAVE_STATE,
  pickInitialValue,
  readLocalCopy,
  reduceAutosave,
  shouldSave,
} from "./autosave";

const run = (...events: AutosaveEvent[]): AutosaveState => events.reduce(reduceAutosave, INITIAL_AUTOSAVE_STATE);

test("nothing typed is saved; an edit is saving until the server acknowledges it", () => {
  expect(getAutosaveStatus(INITIAL_AUTOSAVE_STATE)).toBe("saved");
  expect(shouldSave(INITIAL_AUTOSAVE_STATE)).toBe(false);
  const edited = run({ type: "edit" });
  expect(getAutosaveStatus(edited)).toBe("saving");
  expect(shouldSave(edited)).toBe(true);
  const saved = run({ type: "edit" }, { type: "save-started", version: 1 }, { type: "save-succeeded", version: 1 });
  expect(getAutosaveStatus(saved)).toBe("saved");
  expect(shouldSave(saved)).toBe(false);
});

test("an edit while a save is in flight stays unsaved after that save, and waits for it", () => {
  const state = run({ type: "edit" }, { type: "save-started", version: 1 }, { type: "edit" });
  expect(shouldSave(state)).toBe(false);
  const after = reduceAutosave(state, { type: "save-succeeded", version: 1 });
  expect(getAutosaveStatus(after)).toBe("saving");
  expect(shouldSave(after)).toBe(true);
});

test("a failed save says whether the device is offline or the save is being retried", () => {
  const offline = run(
    { type: "edit" },
    { type: "save-started", version: 1 },
    { type: "save-failed", version: 1, failure: "offline" },
  );
  expect(getAutosaveStatus(offline)).toBe("offline");
  expect(shouldSave(offline)).toBe(true);
  const failed = run(
    { type: "edit" },
    { type: "save-started", version: 1 },
    { type: "save-failed", version: 1, failure: "error" },
  );
  expect(getAutosaveStatus(failed)).toBe("retrying");
  expect(failed.failures).toBe(1);
  const recovered = reduceAutosave(reduceAutosave(failed, { type: "save-started", version: 1 }), {
    type: "save-succeeded",
    version: 1,
  });
  expect(getAutosaveStatus(recovered)).toBe("saved");
  expect(recovered.failures).toBe(0);
});

test("a value the server refuses is not retried until the next edit", () => {
  const refused = run(
    { type: "edit" },
    { type: "save-started", version: 1 },
    { type: "save-failed", version: 1, failure: "rejected", message: "Code is limited to 64 KB." },
  );
  expect(getAutosaveStatus(refused)).toBe("rejected");
  expect(refused.rejection).toBe("Code is limited to 64 KB.");
  expect(shouldSave(refused)).toBe(false);
  const edited = reduceAutosave(refused, { type: "edit" });
  expect(shouldSave(edited)).toBe(true);
  expect(edited.rejection).toBeNull();
});

test("a refusal of an older version does not stop saving the newer one", () => {
  const state = run(
    { type: "edit" },
    { type: "save-started", version: 1 },
    { type: "edit" },
    { type: "save-failed", version: 1, failure: "rejected", message: "too large" },
  );
  expect(state.rejection).toBeNull();
  expect(shouldSave(state)).toBe(true);
});

test("retries back off from 1 s, doubling up to 30 s", () => {
  expect([1, 2, 3, 4, 5, 6, 7].map(getRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
});

test("a local copy newer than the server's is restored; an older or equal one is not", () => {
  const server = { value: "server", updatedAt: "2026-11-23T10:00:00.000Z" };
  expect(pickInitialValue(server, { value: "local", changedAt: "2026-11-23T10:05:00.000Z" })).toEqual({
    value: "local",
    isRestored: true,
  });
  expect(pickInitialValue(server, { value: "local", changedAt: "2026-11-23T09:55:00.000Z" })).toEqual({
    value: "server",
    isRestored: false,
  });
  expect(pickInitialValue(server, { value: "server", changedAt: "2026-11-23T10:05:00.000Z" })).toEqual({
    value: "server",
    isRestored: false,
  });
  expect(pickInitialValue(server, null)).toEqual({ value: "server", isRestored: false });
  expect(
    pickInitialValue({ value: "", updatedAt: null }, { value: "typed offline", changedAt: "2026-11-23T09:00:00Z" }),
  ).toEqual({ value: "typed offline", isRestored: true });
});

test("a stored copy that is missing or malformed reads as none", () => {
  expect(readLocalCopy(null)).toBeNull();
  expect(readLocalCopy("not json")).toBeNull();
  expect(readLocalCopy('{"value":"x"}')).toBeNull();
  expect(readLocalCopy('{"value":"x","changedAt":"yesterday"}')).toBeNull();
  expect(readLocalCopy('{"value":"x","changedAt":"2026-11-23T10:00:00.000Z"}')).toEqual({
    value: "x",
    changedAt: "2026-11-23T10:00:00.000Z",
  });
});
