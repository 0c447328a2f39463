// Speaking text aloud with the browser's speech synthesis (the Web Speech API's `speechSynthesis`). It knows
// nothing of interviews: the interviewer's voice (hooks/use-interviewer-voice.ts) and the settings' preview use it.

/** A voice the device offers, as the settings list it. */
export type SpeechVoice = { voiceURI: string; name: string; lang: string; isDefault: boolean };

/** How a text is spoken: a voice of the device (null: the browser's default) and a rate (1 is normal). */
export type SpeakOptions = { voiceURI: string | null; rate: number };

/**
 * How a speech ended: said to the end, cancelled (by `cancel` or a newer speech), refused because the page
 * has had no click or key press yet (browsers allow speech only after one), or failed.
 */
export type SpeechEnd = "done" | "cancelled" | "blocked" | "failed";

export type Speaker = {
  /** The device's voices; empty until the browser has loaded them (`onVoicesChanged` says when). */
  listVoices: () => SpeechVoice[];
  onVoicesChanged: (listener: () => void) => () => void;
  /** Queues the text after what is being said; resolves once it is said or stopped. */
  speak: (text: string, options: SpeakOptions) => Promise<SpeechEnd>;
  /** Stops at once everything said or queued. */
  cancel: () => void;
};

/** The members of `speechSynthesis` and `SpeechSynthesisUtterance` used here (a test stubs them). */
type Synthesis = Pick<SpeechSynthesis, "speak" | "cancel" | "getVoices" | "addEventListener" | "removeEventListener">;
type Utterance = Pick<SpeechSynthesisUtterance, "text" | "rate" | "voice" | "onend" | "onerror">;
type SpeechScope = { speechSynthesis?: Synthesis; SpeechSynthesisUtterance?: new (text: string) => Utterance };

/**
 * Chrome stops an utterance after about 15 seconds and never reports its end
 * (https://crbug.com/679437): a long text is said a sentence at a time.
 */
const MAX_CHUNK_CHARS = 200;

/** How long a speech in a chosen voice waits for the device's voices to load before using the default. */
const VOICES_WAIT_MS = 1000;

/** The browser's speech synthesis, or null where there is none (the option then says so). */
export function getSpeaker(scope: object = globalThis): Speaker | null {
  const { speechSynthesis: synthesis, SpeechSynthesisUtterance: Utterance } = scope as SpeechScope;
  if (!synthesis || !Utterance) return null;
  // Speeches not yet ended: `cancel` settles them itself, as not every browser reports the cancelled ones.
  const pending = new Set<(end: SpeechEnd) => void>();

  /** Resolves once the device's voices have arrived (Chrome loads them after the page), or after a while. */
  const waitForVoices = () =>
    new Promise<void>((resolve) => {
      const arrived = () => {
        clearTimeout(timer);
        synthesis.removeEventListener("voiceschanged", arrived);
        resolve();
      };
      const timer = setTimeout(arrived, VOICES_WAIT_MS);
      synthesis.addEventListener("voiceschanged", arrived);
    });

  const speak = (text: string, { voiceURI, rate }: SpeakOptions) => {
    const chunks = splitIntoChunks(text);
    if (chunks.length === 0) return Promise.resolve<SpeechEnd>("done");
    return new Promise<SpeechEnd>((resolve) => {
      const settle = (end: SpeechEnd) => {
        if (pending.delete(settle)) resolve(end);
      };
      pending.add(settle);
      const queue = () => {
        // Cancelled while the voices were loading: nothing is said.
        if (!pending.has(settle)) return;
        const voice = voiceURI ? synthesis.getVoices().find((candidate) => candidate.voiceURI === voiceURI) : undefined;
        chunks.forEach((chunk, index) => {
          const utterance = new Utterance(chunk);
          utterance.rate = rate;
          if (voice) utterance.voice = voice;
          utterance.onend = index === chunks.length - 1 ? () => settle("done") : null;
          utterance.onerror = (event) => settle(describeSpeechError(event.error));
          synthesis.speak(utterance as SpeechSynthesisUtterance);
        });
      };
      // A chosen voice is waited for, so that the first question after a reload is not said in another.
      if (voiceURI && synthesis.getVoices().length === 0) void waitForVoices().then(queue);
      else queue();
    });
  };

  return {
    listVoices: () =>
      synthesis
        .getVoices()
        .map(({ voiceURI, name, lang, default: isDefault }) => ({ voiceURI, name, lang, isDefault })),
    onVoicesChanged: (listener) => {
      synthesis.addEventListener("voiceschanged", listener);
      return () => synthesis.removeEventListener("voiceschanged", listener);
    },
    speak,
    cancel: () => {
      for (const settle of [...pending]) settle("cancelled");
      synthesis.cancel();
    },
  };
}

function describeSpeechError(error: SpeechSynthesisErrorCode): SpeechEnd {
  if (error === "canceled" || error === "interrupted") return "cancelled";
  return error === "not-allowed" ? "blocked" : "failed";
}

/**
 * The text in pieces of whole sentences (a sentence longer than the limit is a piece of its own). A sentence
 * ends at ".", "!" or "?" followed by a space and a capital, a digit or an opening quote: never inside "a.m.",
 * "e.g." or "3.5", so the pieces put back together are the text itself.
 */
export function splitIntoChunks(text: string, maxChars = MAX_CHUNK_CHARS): string[] {
  const sentences = text.split(/(?<=[.!?])\s+(?=["“'(]?[A-Z0-9])/);
  const chunks: string[] = [];
  for (const sentence of sentences.map((part) => part.trim()).filter(Boolean)) {
    const last = chunks.at(-1);
    if (last !== undefined && last.length + 1 + sentence.length <= maxChars)
      chunks[chunks.length - 1] = `${last} ${sentence}`;
    else chunks.push(sentence);
  }
  return chunks;
}
