import { expect, test, vi } from "vitest";
import { createSpeechScope, FakeSpeechSynthesis, FakeUtterance } from "@/client/test/fake-speech-synthesis";
import { getSpeaker, splitIntoChunks } from "./speech-synthesis";

function speakerWithVoices() {
  const { synthesis, scope } = createSpeechScope();
  synthesis.loadVoices([
    { voiceURI: "Google UK English Female", name: "Google UK English Female", lang: "en-GB" },
    { voiceURI: "Samantha", name: "Samantha", lang: "en-US", default: true },
  ]);
  return { synthesis, speaker: getSpeaker(scope) ?? expect.unreachable("the scope can speak") };
}

test("a browser without speech synthesis has no speaker", () => {
  expect(getSpeaker({})).toBeNull();
  expect(getSpeaker({ speechSynthesis: new FakeSpeechSynthesis() })).toBeNull();
  expect(getSpeaker({ SpeechSynthesisUtterance: FakeUtterance })).toBeNull();
});

test("a text is said in the chosen voice at the chosen rate, and resolves once said", async () => {
  const { synthesis, speaker } = speakerWithVoices();
  let end: string | null = null;
  const speech = speaker.speak("Explain HTTP/2.", { voiceURI: "Google UK English Female", rate: 1.25 });
  void speech.then((value) => (end = value));
  expect(synthesis.spoken).toHaveLength(1);
  expect(synthesis.spoken[0]).toMatchObject({ text: "Explain HTTP/2.", rate: 1.25 });
  expect(synthesis.spoken[0]?.voice?.name).toBe("Google UK English Female");
  await Promise.resolve();
  expect(end).toBeNull();
  synthesis.finishCurrent();
  expect(await speech).toBe("done");
});

test("the default voice, or a voice the device no longer has, leaves the browser's own", async () => {
  const { synthesis, speaker } = speakerWithVoices();
  void speaker.speak("One.", { voiceURI: null, rate: 1 });
  void speaker.speak("Two.", { voiceURI: "A voice uninstalled since", rate: 0.75 });
  expect(synthesis.spoken.map((utterance) => utterance.voice)).toEqual([null, null]);
  expect(synthesis.spoken[1]?.rate).toBe(0.75);
});

test("a speech in a chosen voice waits for the voices to load; cancelled meanwhile, it says nothing", async () => {
  const { synthesis, scope } = createSpeechScope();
  const speaker = getSpeaker(scope) ?? expect.unreachable("the scope can speak");
  const speech = speaker.speak("Question 1 of 5.", { voiceURI: "Daniel", rate: 1 });
  expect(synthesis.spoken).toHaveLength(0);
  synthesis.loadVoices([{ voiceURI: "Daniel", name: "Daniel", lang: "en-GB" }]);
  await vi.waitFor(() => expect(synthesis.spoken).toHaveLength(1));
  expect(synthesis.spoken[0]?.voice?.voiceURI).toBe("Daniel");
  synthesis.finishCurrent();
  expect(await speech).toBe("done");

  const late = createSpeechScope();
  const lateSpeaker = getSpeaker(late.scope) ?? expect.unreachable("the scope can speak");
  const cancelled = lateSpeaker.speak("Question 1 of 5.", { voiceURI: "Daniel", rate: 1 });
  lateSpeaker.cancel();
  expect(await cancelled).toBe("cancelled");
  late.synthesis.loadVoices([{ voiceURI: "Daniel", name: "Daniel", lang: "en-GB" }]);
  // Every promise callback the arrival set off has run by the next task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(late.synthesis.spoken).toHaveLength(0);
});

test("a long text is said a few sentences at a time, and ends with its last piece", async () => {
  const { synthesis, speaker } = speakerWithVoices();
  const sentence = "Walk me through how you would shard this table across regions.";
  const text = Array.from({ length: 6 }, () => sentence).join(" ");
  const speech = speaker.speak(text, { voiceURI: null, rate: 1 });
  expect(synthesis.spoken.length).toBeGreaterThan(1);
  expect(synthesis.spoken.map((utterance) => utterance.text).join(" ")).toBe(text);
  let isOver = false;
  void speech.then(() => (isOver = true));
  for (let index = 1; index < synthesis.spoken.length; index += 1) synthesis.finishCurrent();
  await Promise.resolve();
  expect(isOver).toBe(false);
  synthesis.finishCurrent();
  expect(await speech).toBe("done");
});

test("speeches queue one after another; cancel stops all at once, reported or not", async () => {
  for (const reportsCancel of [true, false]) {
    const { synthesis, speaker } = speakerWithVoices();
    synthesis.reportsCancel = reportsCancel;
    const first = speaker.speak("First question.", { voiceURI: null, rate: 1 });
    const second = speaker.speak("Second question.", { voiceURI: null, rate: 1 });
    expect(synthesis.queue.map((utterance) => utterance.text)).toEqual(["First question.", "Second question."]);
    speaker.cancel();
    expect(synthesis.queue).toHaveLength(0);
    expect(await Promise.all([first, second])).toEqual(["cancelled", "cancelled"]);
  }
});

test("a page the user has not yet clicked is refused speech: the end says blocked; other errors say failed", async () => {
  const { synthesis, speaker } = speakerWithVoices();
  const blocked = speaker.speak("Hello.", { voiceURI: null, rate: 1 });
  synthesis.failCurrent("not-allowed");
  expect(await blocked).toBe("blocked");
  const failed = speaker.speak("Hello.", { voiceURI: null, rate: 1 });
  synthesis.failCurrent("synthesis-failed");
  expect(await failed).toBe("failed");
  expect(await speaker.speak("   ", { voiceURI: null, rate: 1 })).toBe("done");
});

test("voices load after the page: the listener hears of them until it unsubscribes", () => {
  const { synthesis, scope } = createSpeechScope();
  const speaker = getSpeaker(scope) ?? expect.unreachable("the scope can speak");
  expect(speaker.listVoices()).toEqual([]);
  const heard: number[] = [];
  const unsubscribe = speaker.onVoicesChanged(() => heard.push(speaker.listVoices().length));
  synthesis.loadVoices([{ voiceURI: "Daniel", name: "Daniel", lang: "en-GB", default: true }]);
  expect(speaker.listVoices()).toEqual([{ voiceURI: "Daniel", name: "Daniel", lang: "en-GB", isDefault: true }]);
  unsubscribe();
  synthesis.loadVoices([]);
  expect(heard).toEqual([1]);
});

test("sentences are grouped up to the limit, and a sentence past it stands alone", () => {
  expect(splitIntoChunks("One. Two? Three!", 10)).toEqual(["One. Two?", "Three!"]);
  expect(splitIntoChunks("No final stop", 100)).toEqual(["No final stop"]);
  expect(splitIntoChunks("A very long sentence indeed. Short.", 10)).toEqual([
    "A very long sentence indeed.",
    "Short.",
  ]);
  expect(splitIntoChunks("  ")).toEqual([]);
  // Abbreviations and decimals are not sentence ends: the pieces are the text, not "2 a. m.".
  expect(splitIntoChunks("It is 2 a.m. and checkout fails. Costs rose 3.5 times, e.g. in Europe. Go.", 40)).toEqual([
    "It is 2 a.m. and checkout fails.",
    "Costs rose 3.5 times, e.g. in Europe.",
    "Go.",
  ]);
});
