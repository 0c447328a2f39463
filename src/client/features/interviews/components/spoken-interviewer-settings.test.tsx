// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { readSpeechSettings, SPEECH_SETTINGS_KEY } from "@/client/lib/speech/speech-settings";
import { stubSpeechSynthesis } from "@/client/test/fake-speech-synthesis";
import { renderWithProviders } from "@/client/test/render";
import { SpokenInterviewerSettings } from "./spoken-interviewer-settings";

const VOICE = { voiceURI: "Daniel", name: "Daniel", lang: "en-GB" };

test("off by default; the switch, the voice (once the device's voices load) and the rate are kept in this browser", async () => {
  const synthesis = stubSpeechSynthesis();
  const { user } = renderWithProviders(<SpokenInterviewerSettings />);
  const toggle = screen.getByRole("switch", { name: "Speak the interviewer's questions" });
  expect(toggle.getAttribute("aria-checked")).toBe("false");
  expect(screen.getByText(/apply to this browser only/)).toBeTruthy();

  await user.click(toggle);
  expect(toggle.getAttribute("aria-checked")).toBe("true");
  act(() => synthesis.loadVoices([VOICE]));
  await user.selectOptions(screen.getByLabelText("Voice"), "Daniel (en-GB)");
  await user.selectOptions(screen.getByLabelText("Speaking rate"), "1.5×");
  expect(readSpeechSettings()).toEqual({ isEnabled: true, voiceURI: "Daniel", rate: 1.5 });
  expect(localStorage.getItem(SPEECH_SETTINGS_KEY)).not.toBeNull();

  await user.click(screen.getByRole("button", { name: "Preview" }));
  expect(synthesis.spoken.at(-1)).toMatchObject({ rate: 1.5 });
  expect(synthesis.spoken.at(-1)?.voice?.voiceURI).toBe("Daniel");
});

test("a browser that cannot speak says so, and the option cannot be turned on", () => {
  renderWithProviders(<SpokenInterviewerSettings />);
  expect(screen.getByText(/unavailable in this browser/)).toBeTruthy();
  const toggle = screen.getByRole<HTMLButtonElement>("switch", { name: "Speak the interviewer's questions" });
  expect(toggle.disabled).toBe(true);
  // The voice, the rate and Preview sit in a disabled fieldset.
  expect(screen.getByRole("button", { name: "Preview" }).matches(":disabled")).toBe(true);
});
