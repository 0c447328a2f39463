// @vitest-environment jsdom
import { expect, test, vi } from "vitest";
import {
  DEFAULT_SPEECH_SETTINGS,
  parseSpeechSettings,
  readSpeechSettings,
  SPEECH_SETTINGS_KEY,
  subscribeToSpeechSettings,
  updateSpeechSettings,
} from "./speech-settings";

test("nothing stored, or nothing readable, is the defaults: off, the browser's voice, normal rate", () => {
  expect(DEFAULT_SPEECH_SETTINGS).toEqual({ isEnabled: false, voiceURI: null, rate: 1 });
  for (const stored of [null, "", "not json", "null", "42", '"on"', "[true]"]) {
    expect(parseSpeechSettings(stored)).toEqual(DEFAULT_SPEECH_SETTINGS);
  }
});

test("each stored field is checked on its own: a bad one falls back, the good ones stay", () => {
  const good = { isEnabled: true, voiceURI: "Samantha", rate: 1.25 };
  expect(parseSpeechSettings(JSON.stringify(good))).toEqual(good);
  expect(parseSpeechSettings(JSON.stringify({ ...good, rate: 3 }))).toEqual({ ...good, rate: 1 });
  expect(parseSpeechSettings(JSON.stringify({ ...good, rate: "1.25" }))).toEqual({ ...good, rate: 1 });
  expect(parseSpeechSettings(JSON.stringify({ ...good, isEnabled: "yes" }))).toEqual({ ...good, isEnabled: false });
  expect(parseSpeechSettings(JSON.stringify({ ...good, voiceURI: 7 }))).toEqual({ ...good, voiceURI: null });
  expect(parseSpeechSettings(JSON.stringify({ ...good, voiceURI: "" }))).toEqual({ ...good, voiceURI: null });
  expect(parseSpeechSettings(JSON.stringify({ ...good, voiceURI: "x".repeat(501) }))).toEqual({
    ...good,
    voiceURI: null,
  });
});

test("a change is stored under the versioned key, read back, and heard by every subscriber", () => {
  const listener = vi.fn();
  const unsubscribe = subscribeToSpeechSettings(listener);
  updateSpeechSettings({ isEnabled: true });
  updateSpeechSettings({ rate: 0.75 });
  expect(JSON.parse(localStorage.getItem(SPEECH_SETTINGS_KEY) ?? "null")).toEqual({
    isEnabled: true,
    voiceURI: null,
    rate: 0.75,
  });
  expect(readSpeechSettings()).toEqual({ isEnabled: true, voiceURI: null, rate: 0.75 });
  // A snapshot is the same object until the stored value changes (useSyncExternalStore relies on it).
  expect(readSpeechSettings()).toBe(readSpeechSettings());
  expect(listener).toHaveBeenCalledTimes(2);
  unsubscribe();
  updateSpeechSettings({ isEnabled: false });
  expect(listener).toHaveBeenCalledTimes(2);
});

test("another tab's change is heard through the storage event", () => {
  const listener = vi.fn();
  const unsubscribe = subscribeToSpeechSettings(listener);
  window.dispatchEvent(new StorageEvent("storage", { key: "some-other-key" }));
  expect(listener).not.toHaveBeenCalled();
  localStorage.setItem(SPEECH_SETTINGS_KEY, JSON.stringify({ isEnabled: true, voiceURI: null, rate: 1.5 }));
  window.dispatchEvent(new StorageEvent("storage", { key: SPEECH_SETTINGS_KEY }));
  expect(listener).toHaveBeenCalledTimes(1);
  expect(readSpeechSettings().rate).toBe(1.5);
  unsubscribe();
});

test("with storage blocked, the defaults apply and a change holds for the page", () => {
  vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new Error("SecurityError");
  });
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new Error("SecurityError");
  });
  expect(readSpeechSettings()).toEqual(DEFAULT_SPEECH_SETTINGS);
  updateSpeechSettings({ isEnabled: true });
  expect(readSpeechSettings().isEnabled).toBe(true);
  vi.restoreAllMocks();
});
