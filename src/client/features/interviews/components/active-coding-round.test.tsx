// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { SPEECH_SETTINGS_KEY } from "@/client/lib/speech/speech-settings";
import { stubSpeechSynthesis } from "@/client/test/fake-speech-synthesis";
import { renderWithProviders } from "@/client/test/render";
import { apiError, json, stubApi } from "@/client/test/stub-api";
import type { CodingRound, CodingTurn } from "@/shared/schemas/coding-interviews";
import { ActiveCodingRound } from "./active-coding-round";

const START = new Date("2026-11-15T12:00:00.000Z");

afterEach(() => {
  vi.useRealTimers();
});

function makeRound(overrides: Partial<CodingRound> = {}): CodingRound {
  return {
    id: "mock_1",
    status: "active",
    company: "google",
    role: "senior-engineer",
    problemId: "problem_1",
    problem: { title: "Pair Finder" },
    lengthMinutes: 45,
    startedAt: START.toISOString(),
    endsAt: new Date(START.getTime() + 45 * 60_000).toISOString(),
    endedAt: null,
    phase: "clarify",
    phaseStartedAt: START.toISOString(),
    phaseSeconds: {},
    transcript: [turn("interviewer", 'Let\'s begin with "Pair Finder". Ask me anything that is unclear.')],
    nudges: 0,
    isAccepted: false,
    submissions: [],
    interviewer: "scripted",
    score: null,
    report: null,
    ...overrides,
  };
}

function turn(role: CodingTurn["role"], text: string): CodingTurn {
  return { role, phase: "clarify", text, at: START.toISOString() };
}

const problem = {
  id: "problem_1",
  title: "Pair Finder",
  description: "Find the two positions whose values add up to the target.",
  examples: [{ input: "nums = [1,2], target = 3", output: "[0,1]", explanation: "1 + 2 = 3" }],
  constraints: ["2 <= n"],
  difficulty: "medium",
  tags: ["Array"],
  hints: ["Remember what you have seen."],
};

function renderRound(round: CodingRound, handlers: Parameters<typeof stubApi>[0] = {}) {
  const requests = stubApi({ "GET /api/practice/problems/problem_1": () => json({ problem }), ...handlers });
  const rendered = renderWithProviders(<ActiveCodingRound round={round} userId="user-1" />);
  return { requests, ...rendered };
}

test("the round shows the problem without its difficulty, tags or hints, the interviewer and the countdown", async () => {
  vi.useFakeTimers({ now: START, toFake: ["Date"] });
  renderRound(makeRound());
  expect(await screen.findByRole("heading", { name: "Pair Finder" })).toBeTruthy();
  expect(screen.getByText(/Find the two positions/)).toBeTruthy();
  expect(screen.queryByText(/medium/i)).toBeNull();
  expect(screen.queryByText("Array")).toBeNull();
  expect(screen.queryByText(/Remember what you have seen/)).toBeNull();
  expect(screen.getByText("Scripted interviewer")).toBeTruthy();
  expect(screen.getByRole("timer", { name: "Time left" }).textContent).toBe("45:00");
  expect(screen.getByRole("listitem", { current: "step" }).textContent).toContain("Clarify & approach");
  // No editor before the Code phase.
  expect(screen.queryByRole("button", { name: /Submit/ })).toBeNull();
});

test("a message is sent with the interviewer's answer shown, and a refused one keeps the words typed", async () => {
  let refuse = true;
  const answered = makeRound({
    transcript: [
      ...makeRound().transcript,
      turn("candidate", "Nested loops over every pair."),
      turn("interviewer", "Can you do better?"),
    ],
  });
  const { user, requests } = renderRound(makeRound(), {
    "POST /api/interviews/coding/mock_1/messages": () =>
      refuse
        ? apiError(409, "CONFLICT", "Time is up: finish the round to see your report.")
        : json({ round: answered }),
  });
  const box = await screen.findByLabelText("Your questions and your approach");
  await user.type(box, "Nested loops over every pair.");
  await user.click(screen.getByRole("button", { name: "Send" }));
  expect((await screen.findByRole("alert")).textContent).toContain("Time is up");
  expect((box as HTMLTextAreaElement).value).toBe("Nested loops over every pair.");

  refuse = false;
  await user.click(screen.getByRole("button", { name: "Send" }));
  await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
  expect(requests.filter(({ method }) => method === "POST").at(-1)?.body).toEqual({
    text: "Nested loops over every pair.",
  });
});

test("Finish asks first, then finishes the round", async () => {
  const { user, requests } = renderRound(makeRound(), {
    "PATCH /api/interviews/coding/mock_1": () => json({ round: makeRound({ status: "finished" }) }),
  });
  await user.click(await screen.findByRole("button", { name: "Finish" }));
  const dialog = await screen.findByRole("alertdialog");
  expect(within(dialog).getByText(/kept and evaluated/)).toBeTruthy();
  await user.click(within(dialog).getByRole("button", { name: "Finish" }));
  await waitFor(() => expect(requests.some(({ method }) => method === "PATCH")).toBe(true));
  expect(requests.find(({ method }) => method === "PATCH")?.body).toEqual({ action: "finish" });
});

test("the countdown reaching zero finishes the round", async () => {
  vi.useFakeTimers({
    now: new Date(START.getTime() + 45 * 60_000 - 2_000),
    toFake: ["setInterval", "clearInterval", "Date"],
  });
  const { requests } = renderRound(makeRound(), {
    "PATCH /api/interviews/coding/mock_1": () => json({ round: makeRound({ status: "finished" }) }),
  });
  expect(screen.getByRole("timer").textContent).toBe("0:02");
  await act(() => vi.advanceTimersByTimeAsync(3_000));
  await waitFor(() => expect(requests.filter(({ method }) => method === "PATCH")).toHaveLength(1));
  expect(requests.find(({ method }) => method === "PATCH")?.body).toEqual({ action: "finish" });
  expect(screen.getByRole("timer").textContent).toBe("0:00");
});

test("with the spoken interviewer on, its latest message is read on opening and each new one as it comes; Mute stops it", async () => {
  localStorage.setItem(SPEECH_SETTINGS_KEY, JSON.stringify({ isEnabled: true, voiceURI: null, rate: 1.25 }));
  const synthesis = stubSpeechSynthesis();
  const { user, rerender } = renderRound(makeRound());
  await screen.findByRole("heading", { name: "Pair Finder" });
  expect(synthesis.spoken.map(({ text, rate }) => ({ text, rate }))).toEqual([
    { text: 'Let\'s begin with "Pair Finder". Ask me anything that is unclear.', rate: 1.25 },
  ]);

  const answered = makeRound({
    transcript: [
      ...makeRound().transcript,
      turn("candidate", "Nested loops over every pair."),
      turn("interviewer", "Can you do better?"),
    ],
  });
  await act(async () => rerender(<ActiveCodingRound round={answered} userId="user-1" />));
  expect(synthesis.queue.map(({ text }) => text)).toEqual(["Can you do better?"]);

  await user.click(screen.getByRole("button", { name: "Mute the interviewer" }));
  expect(synthesis.queue).toEqual([]);
  await user.click(screen.getByRole("button", { name: "Mute the interviewer" }));
  await user.click(screen.getByRole("button", { name: "Repeat message" }));
  expect(synthesis.queue.map(({ text }) => text)).toEqual(["Can you do better?"]);
});

test("with the spoken interviewer off (the default), nothing is said and no voice controls show", async () => {
  const synthesis = stubSpeechSynthesis();
  renderRound(makeRound());
  await screen.findByRole("heading", { name: "Pair Finder" });
  expect(synthesis.spoken).toHaveLength(0);
  expect(screen.queryByRole("button", { name: "Mute the interviewer" })).toBeNull();
});
