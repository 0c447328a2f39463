import { CircleHelp, RotateCcw, Volume2, VolumeX } from "lucide-react";
import { Popover } from "radix-ui";
import { Button, buttonClasses } from "@/client/components/ui/button";
import { PopoverPanel } from "@/client/components/ui/popover-panel";
import type { InterviewerVoice } from "@/client/hooks/use-interviewer-voice";
import { VOICE_COMMAND_PHRASES, type VoiceCommand } from "../lib/voice-commands";

type InterviewerVoiceBarProps = {
  voice: InterviewerVoice;
  /** What the interviewer last answered to a command ("Say 'finish' again…"), also shown in words. */
  reply: string | null;
  onRepeat: () => void;
  /** What Repeat reads again: "question" in the five-question mock, "message" in a coding round. */
  repeats?: "question" | "message";
  /** The mock's voice commands (next, previous, …) and their help; a coding round has none. */
  hasCommands?: boolean;
};

/** The spoken interviewer's controls above the answer: mute, repeat the question, and the voice commands. */
export function InterviewerVoiceBar({
  voice,
  reply,
  onRepeat,
  repeats = "question",
  hasCommands = true,
}: InterviewerVoiceBarProps) {
  return (
    <div className="space-y-2 rounded-lg bg-brand-50/60 px-3 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          // Filled while muted, as Dictate is while listening: the pressed state shows at a glance.
          variant={voice.isMuted ? "primary" : "secondary"}
          size="sm"
          aria-pressed={voice.isMuted}
          aria-label="Mute the interviewer"
          onClick={voice.toggleMute}
        >
          {voice.isMuted ? <VolumeX aria-hidden className="size-4" /> : <Volume2 aria-hidden className="size-4" />}
          Mute
        </Button>
        <Button variant="secondary" size="sm" disabled={voice.isMuted} onClick={onRepeat}>
          <RotateCcw aria-hidden className="size-4" />
          Repeat {repeats}
        </Button>
        {hasCommands ? <VoiceCommandsHelp /> : null}
        <p role="status" className="text-sm text-slate-700 sm:ml-auto">
          {voice.isMuted ? "The interviewer is muted." : voice.isSpeaking ? "The interviewer is speaking…" : null}
        </p>
      </div>
      {voice.isBlocked ? (
        <p className="text-sm text-amber-900">
          Your browser speaks only after a click or key press on the page: press Repeat {repeats} to hear it.
        </p>
      ) : null}
      {reply ? (
        <p className="text-sm text-slate-700" data-testid="interviewer-reply">
          Interviewer: {reply}
        </p>
      ) : null}
    </div>
  );
}

const COMMAND_HELP: { command: VoiceCommand; does: string }[] = [
  { command: "next", does: "goes to the next question" },
  { command: "previous", does: "goes back a question" },
  { command: "repeat", does: "reads the question again" },
  { command: "follow-up", does: "asks the next follow-up once your answer is saved" },
  { command: "finish", does: "on the last question, finishes after you say it twice" },
];

/** What can be said while dictating, in a small popover. */
function VoiceCommandsHelp() {
  return (
    <Popover.Root>
      <Popover.Trigger className={buttonClasses({ variant: "ghost", size: "sm" })}>
        <CircleHelp aria-hidden className="size-4" />
        Voice commands
      </Popover.Trigger>
      <PopoverPanel title="Voice commands" align="start" widthClassName="w-80">
        <p className="text-slate-600">
          While you dictate, say a command on its own, then pause. It is not added to your answer.
        </p>
        <ul className="mt-2 space-y-1.5">
          {COMMAND_HELP.map(({ command, does }) => (
            <li key={command} className="text-slate-700">
              <span className="font-medium text-slate-900">“{VOICE_COMMAND_PHRASES[command][0]}”</span> {does}
            </li>
          ))}
        </ul>
      </PopoverPanel>
    </Popover.Root>
  );
}
