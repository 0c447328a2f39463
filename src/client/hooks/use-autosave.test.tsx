// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ApiError } from "@/client/lib/api-client";
import { getAutosaveKey, useAutosave } from "./use-autosave";

// The hook behind every draft, note and timer: debounced saves, the device's copy until the server has
// the value, retries with backoff, a refusal that stops them, and the saves on mount and unmount.

const KEY = getAutosaveKey("u1", "note", "n1");

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderAutosave(save: (value: string) => Promise<unknown>, updatedAt: string | null = null) {
  return renderHook(() =>
    useAutosave({ storageKey: KEY, initial: { value: "server", updatedAt }, save, delayMs: 800 }),
  );
}

/** Lets the timers due by then fire and the saves they start settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

test("edits are saved once typing pauses, kept on this device until the server acknowledges them", async () => {
  const save = vi.fn(async (_value: string) => {});
  const { result } = renderAutosave(save);
  expect(result.current.value).toBe("server");
  act(() => result.current.setValue("a"));
  await advance(500);
  act(() => result.current.setValue("ab"));
  expect(result.current.status).toBe("saving");
  expect(JSON.parse(localStorage.getItem(KEY) ?? "{}").value).toBe("ab");
  await advance(799);
  expect(save).not.toHaveBeenCalled();
  await advance(1);
  expect(save).toHaveBeenCalledExactlyOnceWith("ab");
  expect(result.current.status).toBe("saved");
  expect(localStorage.getItem(KEY)).toBeNull();
});

test("a save that cannot reach the server is retried with backoff; a refusal is shown and not retried", async () => {
  const save = vi
    .fn<(value: string) => Promise<unknown>>()
    .mockRejectedValueOnce(new TypeError("fetch failed"))
    .mockRejectedValueOnce(new ApiError(400, "VALIDATION_FAILED", "Too long."));
  const { result } = renderAutosave(save);
  act(() => result.current.setValue("x"));
  await advance(800);
  expect(result.current.status).toBe("offline");
  await advance(1000);
  expect(save).toHaveBeenCalledTimes(2);
  expect(result.current.statusLabel).toBe("Not saved — Too long.");
  await advance(60_000);
  expect(save).toHaveBeenCalledTimes(2);
  // What was typed stays on this device.
  expect(JSON.parse(localStorage.getItem(KEY) ?? "{}").value).toBe("x");
});

test("a newer copy on this device is restored and sent on mount; leaving the screen saves what was typed", async () => {
  localStorage.setItem(KEY, JSON.stringify({ value: "offline edit", changedAt: "2026-11-21T10:00:00.000Z" }));
  const save = vi.fn(async (_value: string) => {});
  const { result, unmount } = renderAutosave(save, "2026-11-20T10:00:00.000Z");
  expect(result.current.value).toBe("offline edit");
  expect(result.current.isRestored).toBe(true);
  await advance(0);
  expect(save).toHaveBeenLastCalledWith("offline edit");
  act(() => result.current.setValue("typed"));
  unmount();
  await advance(0);
  expect(save).toHaveBeenLastCalledWith("typed");
  expect(save).toHaveBeenCalledTimes(2);
});

test("a replaced value is shown without being saved; flush saves pending edits at once", async () => {
  const save = vi.fn(async (_value: string) => {});
  const { result } = renderAutosave(save);
  act(() => result.current.replaceValue("shown"));
  expect(result.current.value).toBe("shown");
  await act(() => result.current.flush());
  expect(save).not.toHaveBeenCalled();
  act(() => result.current.setValue("edited"));
  await act(() => result.current.flush());
  expect(save).toHaveBeenCalledExactlyOnceWith("edited");
});
