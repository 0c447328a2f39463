// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { FakeRecognition, resetFakeRecognition } from "@/client/test/fake-speech-recognition";
import { useSpeechDictation } from "./use-speech-dictation";

afterEach(() => {
  resetFakeRecognition();
  vi.useRealTimers();
});

function renderDictation({ isSupported = true } = {}) {
  if (isSupported) vi.stubGlobal("SpeechRecognition", FakeRecognition);
  const onFinalText = vi.fn<(part: number, text: string) => void>();
  const { result, unmount } = renderHook(() => useSpeechDictation({ onFinalText }));
  const last = () => FakeRecognition.all.at(-1) as FakeRecognition;
  return { result, unmount, onFinalText, last };
}

test("a press listens continuously into its part: settled words go to it, the guess is only shown", async () => {
  const { result, onFinalText, last } = renderDictation();
  await act(() => result.current.toggle(1));
  expect(result.current.listeningPart).toBe(1);
  expect(last()).toMatchObject({ isStarted: true, continuous: true, interimResults: true, lang: navigator.language });
  act(() => last().hear("I led the migration", "and then"));
  expect(onFinalText).toHaveBeenCalledWith(1, "I led the migration");
  expect(result.current.interim).toBe("and then");
});

test("a second press stops, once the last words are in; a press on another part moves the dictation", async () => {
  const { result, last } = renderDictation();
  await act(() => result.current.toggle(0));
  const first = last();
  await act(() => result.current.toggle(2));
  expect(FakeRecognition.all).toHaveLength(2);
  expect(result.current.listeningPart).toBe(2);
  await act(() => result.current.toggle(2));
  expect(result.current.listeningPart).toBeNull();
  expect(result.current.interim).toBe("");
  expect(first).not.toBe(last());
});

test("an engine that never reports its end does not hold up stop", async () => {
  vi.useFakeTimers();
  FakeRecognition.endsOnStop = false;
  const { result } = renderDictation();
  await act(() => result.current.toggle(0));
  let isStopped = false;
  act(() => void result.current.stop().then(() => (isStopped = true)));
  await act(() => vi.advanceTimersByTimeAsync(1500));
  expect(isStopped).toBe(true);
  expect(result.current.listeningPart).toBeNull();
});

test("a failure is said in words and stops listening; our own abort is no failure", async () => {
  const { result, last } = renderDictation();
  await act(() => result.current.toggle(0));
  act(() => last().onerror?.({ error: "aborted" }));
  expect(result.current.error).toBeNull();
  expect(result.current.listeningPart).toBeNull();
  await act(() => result.current.toggle(0));
  act(() => last().onerror?.({ error: "network" }));
  expect(result.current.error).toMatch(/./);
  expect(last().isAborted).toBe(true);
  expect(result.current.listeningPart).toBeNull();
  act(() => result.current.clearError());
  expect(result.current.error).toBeNull();
});

test("a busy engine is reported instead of listening forever", async () => {
  FakeRecognition.isBusy = true;
  const { result } = renderDictation();
  await act(() => result.current.toggle(0));
  expect(result.current.error).toBe("Dictation could not start. Try again in a moment.");
  expect(result.current.listeningPart).toBeNull();
});

test("without speech recognition nothing listens; leaving the question stops the microphone", async () => {
  const unsupported = renderDictation({ isSupported: false });
  expect(unsupported.result.current.isSupported).toBe(false);
  await act(() => unsupported.result.current.toggle(0));
  expect(unsupported.result.current.listeningPart).toBeNull();
  unsupported.unmount();

  const { result, unmount, last } = renderDictation();
  await act(() => result.current.toggle(0));
  unmount();
  expect(last().isAborted).toBe(true);
});

test("hands-free, silence is no failure and an end the browser chose listens again; a denied microphone does not", async () => {
  vi.stubGlobal("SpeechRecognition", FakeRecognition);
  const { result } = renderHook(() => useSpeechDictation({ onFinalText: () => {}, isHandsFree: () => true }));
  const last = () => FakeRecognition.all.at(-1) as FakeRecognition;
  vi.useFakeTimers();
  await act(() => result.current.toggle(1));
  await act(() => vi.advanceTimersByTimeAsync(8000));
  act(() => last().onerror?.({ error: "no-speech" }));
  expect(result.current.error).toBeNull();
  expect(FakeRecognition.all).toHaveLength(2);
  expect(last().isStarted).toBe(true);
  expect(result.current.listeningPart).toBe(1);

  // An engine that ends at once is not restarted in a loop.
  act(() => last().onend?.());
  expect(FakeRecognition.all).toHaveLength(2);
  expect(result.current.listeningPart).toBeNull();

  await act(() => result.current.toggle(1));
  await act(() => vi.advanceTimersByTimeAsync(8000));
  act(() => last().onerror?.({ error: "not-allowed" }));
  expect(result.current.error).toBe("Microphone access was denied.");
  expect(FakeRecognition.all).toHaveLength(3);
  expect(result.current.listeningPart).toBeNull();

  // Our own stop is no reason to listen again.
  await act(() => result.current.toggle(1));
  await act(() => vi.advanceTimersByTimeAsync(8000));
  await act(() => result.current.stop());
  expect(FakeRecognition.all).toHaveLength(4);
  expect(result.current.listeningPart).toBeNull();
});
