import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { startInterview } from "./interview-helpers";

// The spoken interviewer: turned on in Settings → Practice with a voice and a rate, it reads each question,
// stops on Mute, and with dictation on carries a whole round by voice, from the first question to the report.
// The browser's speech synthesis and recognition are stand-ins, installed before the app loads.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

type Spoken = { text: string; rate: number; voice: string | null };
type SpeechControls = {
  spoken: Spoken[];
  cancels: number;
  /** Speaking: an utterance not yet ended nor cancelled. */
  isSpeaking: () => boolean;
  /** From now on each utterance ends by itself shortly after it starts. */
  endByThemselves: () => void;
  isListening: () => boolean;
  hear: (phrase: string) => void;
};

/**
 * A stand-in for speechSynthesis: it records each utterance and ends one only when told, or by itself once
 * `endByThemselves` is called; the voices arrive after the page, as in Chrome.
 */
function installSpeechSynthesisStandIn() {
  type Utterance = {
    text: string;
    rate: number;
    voice: { voiceURI: string } | null;
    onend: ((event: object) => void) | null;
    onerror: ((event: { error: string }) => void) | null;
  };
  const queue: Utterance[] = [];
  const listeners = new Set<() => void>();
  let voices: object[] = [];
  let endsByItself = false;
  const end = (utterance: Utterance) => {
    const index = queue.indexOf(utterance);
    if (index === -1) return;
    queue.splice(index, 1);
    utterance.onend?.({});
  };
  const controls = {
    spoken: [] as { text: string; rate: number; voice: string | null }[],
    cancels: 0,
    isSpeaking: () => queue.length > 0,
    endByThemselves: () => {
      endsByItself = true;
      for (const utterance of [...queue]) end(utterance);
    },
  };
  class FakeUtterance {
    rate = 1;
    voice: { voiceURI: string } | null = null;
    onend: Utterance["onend"] = null;
    onerror: Utterance["onerror"] = null;
    constructor(readonly text: string) {}
  }
  const synthesis = {
    speak(utterance: Utterance) {
      controls.spoken.push({ text: utterance.text, rate: utterance.rate, voice: utterance.voice?.voiceURI ?? null });
      queue.push(utterance);
      if (endsByItself) setTimeout(() => end(utterance), 150);
    },
    cancel() {
      controls.cancels += 1;
      for (const utterance of queue.splice(0)) utterance.onerror?.({ error: "canceled" });
    },
    getVoices: () => voices,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  setTimeout(() => {
    voices = [
      { voiceURI: "Samantha", name: "Samantha", lang: "en-US", default: true, localService: true },
      { voiceURI: "Daniel", name: "Daniel", lang: "en-GB", default: false, localService: true },
    ];
    for (const listener of listeners) listener();
  }, 300);
  Object.defineProperty(window, "speechSynthesis", { value: synthesis, configurable: true });
  Object.assign(window, { SpeechSynthesisUtterance: FakeUtterance, speechControls: controls });
}

/** A stand-in for SpeechRecognition, installed after speech synthesis: `hear` delivers a settled phrase. */
function installSpeechRecognitionStandIn() {
  type Recognition = { onresult: ((event: object) => void) | null; onend: (() => void) | null };
  let listening: Recognition | null = null;
  class FakeSpeechRecognition {
    continuous = false;
    interimResults = false;
    lang = "";
    onresult: ((event: object) => void) | null = null;
    onerror: ((event: object) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      listening = this;
    }
    stop() {
      if (listening === this) listening = null;
      setTimeout(() => this.onend?.(), 20);
    }
    abort() {
      if (listening === this) listening = null;
      this.onend?.();
    }
  }
  Object.assign(Reflect.get(window, "speechControls"), {
    isListening: () => listening !== null,
    hear: (phrase: string) => {
      const result = Object.assign([{ transcript: phrase }], { isFinal: true });
      listening?.onresult?.({ resultIndex: 0, results: [result] });
    },
  });
  Object.assign(window, { SpeechRecognition: FakeSpeechRecognition, webkitSpeechRecognition: undefined });
}

const lastSpoken = (page: Page) =>
  page.evaluate(() => (Reflect.get(window, "speechControls") as SpeechControls).spoken.at(-1) ?? null);
const isSpeaking = (page: Page) =>
  page.evaluate(() => (Reflect.get(window, "speechControls") as SpeechControls).isSpeaking());
const isListening = (page: Page) =>
  page.evaluate(() => (Reflect.get(window, "speechControls") as SpeechControls).isListening());
const hear = (page: Page, phrase: string) =>
  page.evaluate((said) => (Reflect.get(window, "speechControls") as SpeechControls).hear(said), phrase);

/** The microphone listens again once the interviewer has spoken. */
async function expectListening(page: Page) {
  await expect.poll(() => isListening(page)).toBe(true);
}

async function questionText(page: Page) {
  return ((await page.locator("#active-question-title").textContent()) ?? "").trim();
}

test("turned on in Settings, the interviewer reads the questions, mutes, and takes a round by voice to the report", async ({
  page,
}) => {
  await page.addInitScript(installSpeechSynthesisStandIn);
  await page.addInitScript(installSpeechRecognitionStandIn);
  await signUpAndSignIn(page);

  // Settings → Practice: off by default, kept in this browser.
  await page.goto("/dashboard?tab=settings&section=practice");
  const toggle = page.getByRole("switch", { name: "Speak the interviewer's questions" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(page.getByText("These settings apply to this browser only")).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await page.getByLabel("Voice").selectOption({ label: "Daniel (en-GB)" });
  await page.getByLabel("Speaking rate").selectOption({ label: "1.25×" });

  // The first question is read as it is shown, in that voice at that rate.
  await startInterview(page, "technical");
  const first = await questionText(page);
  await expect.poll(() => lastSpoken(page)).toEqual({ text: `Question 1 of 5. ${first}`, rate: 1.25, voice: "Daniel" });
  await expect(page.getByText("The interviewer is speaking…")).toBeVisible();

  // Mute stops it at once.
  const mute = page.getByRole("button", { name: "Mute the interviewer" });
  await mute.click();
  await expect(mute).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("The interviewer is muted.")).toBeVisible();
  expect(await isSpeaking(page)).toBe(false);
  await mute.click();
  await expect(mute).toHaveAttribute("aria-pressed", "false");

  // Hands-free from here: press Dictate once, then answer and move on by voice.
  await page.evaluate(() => (Reflect.get(window, "speechControls") as SpeechControls).endByThemselves());
  await page.getByRole("button", { name: "Dictate your answer" }).click();
  await expectListening(page);
  const answers = [
    "HTTP/2 multiplexes streams over one connection; HTTP/3 runs over QUIC to avoid head-of-line blocking.",
  ];
  await hear(page, answers[0] ?? "");
  const answer = page.getByLabel("Your answer", { exact: true });
  await expect(answer).toHaveValue(answers[0] ?? "");
  await hear(page, "Next question.");
  await expect(page.getByText("Question 2 of 5")).toBeVisible();
  const second = await questionText(page);
  await expect.poll(() => lastSpoken(page)).toMatchObject({ text: `Question 2 of 5. ${second}`, rate: 1.25 });
  // The command moved on without being written: the answer kept only its words.
  await expect(answer).toHaveValue("");

  for (let position = 2; position <= 5; position += 1) {
    await expectListening(page);
    const said = `For question ${position} I would measure first, then pick the simplest design that holds.`;
    answers.push(said);
    await hear(page, said);
    await expect(answer).toHaveValue(said);
    if (position < 5) {
      await hear(page, "next question");
      await expect(page.getByText(`Question ${position + 1} of 5`)).toBeVisible();
    }
  }

  // Finishing is asked twice.
  await hear(page, "Finish the interview");
  await expect(page.getByTestId("interviewer-reply")).toContainText("Say 'finish' again");
  await expect(page.getByText("Question 5 of 5")).toBeVisible();
  await expectListening(page);
  await hear(page, "finish");

  const report = page.getByRole("region", { name: /Technical interview/ });
  await expect(report).toBeVisible();
  for (const said of answers) await expect(report.getByText(said, { exact: false }).first()).toBeVisible();
  // The report is not read out, and the microphone is off.
  expect(await isListening(page)).toBe(false);
});
