import { vi } from "vitest";

// A stand-in for the browser's speech synthesis (speechSynthesis and SpeechSynthesisUtterance), which lies
// outside the project: it records what is said, with which voice and rate, and lets a test end a speech.

export class FakeUtterance {
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  onend: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

export class FakeSpeechSynthesis {
  /** Every utterance given to `speak`, in order. */
  spoken: FakeUtterance[] = [];
  /** Those not yet said to the end nor cancelled. */
  queue: FakeUtterance[] = [];
  voices: SpeechSynthesisVoice[] = [];
  /** Chrome reports each cancelled utterance as an error; a browser that does not is `false`. */
  reportsCancel = true;
  cancelCount = 0;
  private listeners = new Set<() => void>();

  speak(utterance: FakeUtterance) {
    this.spoken.push(utterance);
    this.queue.push(utterance);
  }
  cancel() {
    this.cancelCount += 1;
    const cancelled = this.queue;
    this.queue = [];
    if (this.reportsCancel) for (const utterance of cancelled) utterance.onerror?.({ error: "canceled" });
  }
  getVoices() {
    return this.voices;
  }
  addEventListener(_type: "voiceschanged", listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: "voiceschanged", listener: () => void) {
    this.listeners.delete(listener);
  }
  /** The browser says the first queued utterance to its end. */
  finishCurrent() {
    this.queue.shift()?.onend?.({});
  }
  /** The browser fails the first queued utterance with an error code ("not-allowed", "synthesis-failed"). */
  failCurrent(error: string) {
    this.queue.shift()?.onerror?.({ error });
  }
  /** The device's voices arrive, after the page (as in Chrome). */
  loadVoices(voices: { voiceURI: string; name: string; lang: string; default?: boolean }[]) {
    this.voices = voices.map((voice) => ({ default: false, localService: true, ...voice }));
    for (const listener of this.listeners) listener();
  }
}

/** A scope with speech synthesis, for the speech module's own tests. */
export function createSpeechScope() {
  const synthesis = new FakeSpeechSynthesis();
  return { synthesis, scope: { speechSynthesis: synthesis, SpeechSynthesisUtterance: FakeUtterance } };
}

/** Gives the page (jsdom) speech synthesis for this test; tests/setup/dom.ts takes it away after. */
export function stubSpeechSynthesis(): FakeSpeechSynthesis {
  const { synthesis, scope } = createSpeechScope();
  vi.stubGlobal("speechSynthesis", scope.speechSynthesis);
  vi.stubGlobal("SpeechSynthesisUtterance", scope.SpeechSynthesisUtterance);
  return synthesis;
}
