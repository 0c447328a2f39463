import { Volume2 } from "lucide-react";
import { Switch } from "radix-ui";
import { useEffect, useId } from "react";
import { Button } from "@/client/components/ui/button";
import { useSpeaker, useSpeechVoices } from "@/client/hooks/use-speaker";
import { useSpeechSettings } from "@/client/hooks/use-speech-settings";
import {
  DEFAULT_SPEECH_SETTINGS,
  SPEECH_RATES,
  type SpeechRate,
  type SpeechSettings,
  updateSpeechSettings,
} from "@/client/lib/speech/speech-settings";
import type { Speaker } from "@/client/lib/speech/speech-synthesis";

const PREVIEW_TEXT = "This is how your interviewer sounds. Tell me about a project you are proud of.";

const SPEECH_UNAVAILABLE_MESSAGE =
  "Speaking the questions is unavailable in this browser, which cannot read text aloud; Chrome, Edge, Safari and Firefox can.";

const selectClasses =
  "h-8 max-w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:opacity-50";

/**
 * Settings → Practice: whether the mock interviews' interviewer reads its questions aloud, in which of the
 * device's voices and how fast. Kept in this browser (voices differ per device), saved as soon as changed.
 */
export function SpokenInterviewerSettings() {
  const id = useId();
  const speaker = useSpeaker();
  const settings = useSpeechSettings();
  const isAvailable = speaker !== null;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-lg border border-slate-200 p-4 text-sm">
      <div>
        <h4 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
          Spoken interviewer
        </h4>
        <p className="mt-1 text-slate-600">These settings apply to this browser only, as voices differ per device.</p>
      </div>
      {isAvailable ? null : (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-slate-700">{SPEECH_UNAVAILABLE_MESSAGE}</p>
      )}
      <div>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={`${id}-enabled`} className="font-medium text-slate-900">
            Speak the interviewer's questions
          </label>
          <Switch.Root
            id={`${id}-enabled`}
            aria-describedby={`${id}-enabled-description`}
            checked={isAvailable && settings.isEnabled}
            disabled={!isAvailable}
            onCheckedChange={(checked) => updateSpeechSettings({ isEnabled: checked })}
            className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors disabled:opacity-50 data-[state=checked]:bg-brand-600"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
          </Switch.Root>
        </div>
        <p id={`${id}-enabled-description`} className="mt-1 text-slate-600">
          In mock interviews, each question and follow-up is read aloud, with a mute button. While you dictate, you can
          also say "next question", "repeat the question" or "finish the interview".
        </p>
      </div>
      <VoiceAndRateFields speaker={speaker} settings={settings} />
    </section>
  );
}

/** The voice among the device's own, the rate, and Preview, which says a sentence with them. */
function VoiceAndRateFields({ speaker, settings }: { speaker: Speaker | null; settings: SpeechSettings }) {
  const id = useId();
  const voices = useSpeechVoices(speaker);
  // A preview still playing stops with the page section that started it.
  useEffect(() => () => speaker?.cancel(), [speaker]);
  // A voice chosen on this browser that has since gone (an uninstalled voice) reads as the default.
  const voiceURI = voices.some((voice) => voice.voiceURI === settings.voiceURI) ? settings.voiceURI : null;
  return (
    <fieldset disabled={!speaker} className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Voice and rate</legend>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-voice`} className="font-medium text-slate-900">
          Voice
        </label>
        <select
          id={`${id}-voice`}
          value={voiceURI ?? ""}
          onChange={(event) => updateSpeechSettings({ voiceURI: event.target.value || null })}
          className={selectClasses}
        >
          <option value="">Default voice</option>
          {voices.map((voice) => (
            <option key={voice.voiceURI} value={voice.voiceURI}>
              {voice.name} ({voice.lang})
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-rate`} className="font-medium text-slate-900">
          Speaking rate
        </label>
        <select
          id={`${id}-rate`}
          value={settings.rate}
          onChange={(event) => updateSpeechSettings({ rate: readRate(event.target.value) })}
          className={selectClasses}
        >
          {SPEECH_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {rate}×{rate === 1 ? " (normal)" : ""}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          speaker?.cancel();
          void speaker?.speak(PREVIEW_TEXT, { voiceURI, rate: settings.rate });
        }}
      >
        <Volume2 aria-hidden className="size-4" />
        Preview
      </Button>
    </fieldset>
  );
}

function readRate(value: string): SpeechRate {
  return SPEECH_RATES.find((rate) => rate === Number(value)) ?? DEFAULT_SPEECH_SETTINGS.rate;
}
