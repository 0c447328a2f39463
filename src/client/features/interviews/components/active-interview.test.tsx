// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { SPEECH_SETTINGS_KEY, type SpeechSettings } from "@/client/lib/speech/speech-settings";
import { FakeRecognition, resetFakeRecognition } from "@/client/test/fake-speech-recognition";
import { stubSpeechSynthesis } from "@/client/test/fake-speech-synthesis";
import { renderWithProviders } from "@/client/test/render";
import { json, stubApi } from "@/client/test/stub-api";
import type { Interview, InterviewQuestion } from "@/shared/schemas/interviews";
import { ActiveInterview } from "./active-interview";

// The spoken interviewer in a running interview: speech synthesis and recognition are the browser's,
// stubbed here; the interview, its saves and its steps are the real components'.

const VOICE = { voiceURI: "Google UK English Female", name: "Google UK English Female", lang: "en-GB" };
const ON: SpeechSettings = { isEnabled: true, voiceURI: VOICE.voiceURI, rate: 1.25 };

const question = (position: number): InterviewQuestion => ({
  id: `q-${position}`,
  type: "technical",
  question: `How would you design cache ${position + 1}?`,
  followUpQuestions: [],
  followUpCount: 1,
  rating: null,
  answers: [
    { text: "", updatedAt: null },
    { text: "", updatedAt: null },
  ],
  elapsedSeconds: 0,
  evaluation: null,
});

const interviewAt = (currentIndex: number, first: Partial<InterviewQuestion> = {}): Interview => ({
  id: "i-1",
  type: "technical",
  company: null,
  role: null,
  status: "active",
  currentIndex,
  source: { kind: "library" },
  startedAt: "2026-12-01T10:00:00.000Z",
  endedAt: null,
  score: null,
  answeredQuestions: 0,
  questions: Array.from({ length: 5 }, (_, position) => ({ ...question(position), ...(position === 0 ? first : {}) })),
  evaluationKind: null,
});

afterEach(() => resetFakeRecognition());

function renderInterview(
  settings: SpeechSettings | null = ON,
  currentIndex = 0,
  first: Partial<InterviewQuestion> = {},
) {
  if (settings) localStorage.setItem(SPEECH_SETTINGS_KEY, JSON.stringify(settings));
  const synthesis = stubSpeechSynthesis();
  synthesis.loadVoices([VOICE, { voiceURI: "Samantha", name: "Samantha", lang: "en-US", default: true }]);
  vi.stubGlobal("SpeechRecognition", FakeRecognition);
  const receipt = () => json({ savedAt: "2026-12-01T10:01:00.000Z", followUpQuestions: ["And under load?"] });
  stubApi({
    "PUT /api/interviews/i-1/questions/0/answers/0": receipt,
    "PUT /api/interviews/i-1/questions/4/answers/0": receipt,
  });
  const onAction = vi.fn();
  const element = (index: number) => (
    <ActiveInterview
      interview={interviewAt(index, first)}
      userId="u-1"
      isUpdating={false}
      onAction={onAction}
      onRate={() => {}}
      onConflict={() => {}}
    />
  );
  const view = renderWithProviders(element(currentIndex));
  return { ...view, synthesis, onAction, showQuestion: (index: number) => view.rerender(element(index)) };
}

const muteButton = () => screen.getByRole("button", { name: "Mute the interviewer" });
const spokenTexts = (synthesis: ReturnType<typeof stubSpeechSynthesis>) => synthesis.spoken.map(({ text }) => text);

test("a question is read out when shown, in the voice and at the rate chosen in Settings", async () => {
  const { synthesis, showQuestion } = renderInterview();
  expect(synthesis.spoken).toHaveLength(1);
  expect(synthesis.spoken[0]).toMatchObject({ text: "Question 1 of 5. How would you design cache 1?", rate: 1.25 });
  expect(synthesis.spoken[0]?.voice?.voiceURI).toBe(VOICE.voiceURI);
  expect(screen.getByText("The interviewer is speaking…")).toBeTruthy();

  // The next question stops the one before and is read in turn.
  await act(async () => showQuestion(1));
  expect(synthesis.queue.map(({ text }) => text)).toEqual(["Question 2 of 5. How would you design cache 2?"]);
});

test("off by default: nothing is said and the voice's controls are not shown", () => {
  const { synthesis } = renderInterview(null);
  expect(synthesis.spoken).toHaveLength(0);
  expect(screen.queryByRole("button", { name: "Mute the interviewer" })).toBeNull();
});

test("mute stops the voice at once and keeps it quiet; unmuted, Repeat question reads it again", async () => {
  const { user, synthesis, showQuestion } = renderInterview();
  expect(muteButton().getAttribute("aria-pressed")).toBe("false");
  await user.click(muteButton());
  expect(muteButton().getAttribute("aria-pressed")).toBe("true");
  expect(synthesis.queue).toHaveLength(0);
  expect(screen.getByText("The interviewer is muted.")).toBeTruthy();
  expect(screen.getByRole<HTMLButtonElement>("button", { name: "Repeat question" }).disabled).toBe(true);

  await act(async () => showQuestion(1));
  expect(spokenTexts(synthesis)).toHaveLength(1);

  // From the keyboard: Space on the focused button unmutes.
  muteButton().focus();
  await user.keyboard(" ");
  expect(muteButton().getAttribute("aria-pressed")).toBe("false");
  await user.click(screen.getByRole("button", { name: "Repeat question" }));
  expect(spokenTexts(synthesis).at(-1)).toBe("How would you design cache 2?");
});

test("dictation pauses while the interviewer speaks; a command said alone moves on and is not written", async () => {
  const { user, synthesis, onAction } = renderInterview();
  await act(async () => synthesis.finishCurrent());
  await user.click(screen.getByRole("button", { name: "Dictate your answer" }));
  const listening = FakeRecognition.all.at(-1) as FakeRecognition;
  expect(listening.isStarted).toBe(true);

  act(() => listening.hear("I would put a read-through cache in front of the database"));
  const answer = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Your answer" });
  expect(answer.value).toBe("I would put a read-through cache in front of the database");

  // "Repeat the question": the microphone stops before the voice speaks, and listens again after.
  await act(async () => listening.hear("Repeat the question."));
  await waitFor(() => expect(spokenTexts(synthesis).at(-1)).toBe("How would you design cache 1?"));
  expect(FakeRecognition.all).toHaveLength(1);
  await act(async () => synthesis.finishCurrent());
  await waitFor(() => expect(FakeRecognition.all).toHaveLength(2));
  const resumed = FakeRecognition.all.at(-1) as FakeRecognition;
  expect(resumed.isStarted).toBe(true);

  await act(async () => resumed.hear("Next question"));
  await waitFor(() => expect(onAction).toHaveBeenCalledWith("next"));
  expect(answer.value).toBe("I would put a read-through cache in front of the database");
});

test("finish is asked twice on the last question, so an answer is never ended by accident", async () => {
  const { user, synthesis, onAction } = renderInterview(ON, 4);
  await act(async () => synthesis.finishCurrent());
  await user.click(screen.getByRole("button", { name: "Dictate your answer" }));
  await act(async () => FakeRecognition.all.at(-1)?.hear("Finish the interview"));
  expect((await screen.findByTestId("interviewer-reply")).textContent).toContain("Say 'finish' again");
  expect(spokenTexts(synthesis).at(-1)).toMatch(/^Say 'finish' again/);
  await act(async () => synthesis.finishCurrent());
  await waitFor(() => expect(FakeRecognition.all).toHaveLength(2));
  expect(onAction).not.toHaveBeenCalled();
  await act(async () => FakeRecognition.all.at(-1)?.hear("Finish."));
  await waitFor(() => expect(onAction).toHaveBeenCalledWith("finish"));
});

test("a follow-up is read out when it is asked, and Repeat says it after the question", async () => {
  const { user, synthesis } = renderInterview(ON, 0, {
    answers: [
      { text: "A read-through cache.", updatedAt: "2026-12-01T10:01:00.000Z" },
      { text: "", updatedAt: null },
    ],
    followUpQuestions: ["And under load?"],
  });
  await act(async () => synthesis.finishCurrent());
  await user.click(screen.getByRole("button", { name: "Show follow-up 1" }));
  expect(spokenTexts(synthesis).at(-1)).toBe("Follow-up 1: And under load?");
  // Repeat says the question, then the follow-up asked last.
  await user.click(screen.getByRole("button", { name: "Repeat question" }));
  expect(spokenTexts(synthesis).at(-1)).toBe("How would you design cache 1? Follow-up 1: And under load?");
});

test("a browser that refuses to speak before any click says how to hear the question", async () => {
  const { synthesis } = renderInterview();
  await act(async () => synthesis.failCurrent("not-allowed"));
  expect(screen.getByText(/press Repeat question to hear it/)).toBeTruthy();
});
