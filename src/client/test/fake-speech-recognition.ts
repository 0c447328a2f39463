// A stand-in for the browser's SpeechRecognition, which lies outside the project: every recognition made is
// in `all`; `hear` delivers a settled phrase and a guess still in progress, as Chrome's result events do.

type Transcript = { isFinal: boolean; length: number; [index: number]: { transcript: string } | undefined };
type RecognitionResultEvent = {
  resultIndex: number;
  results: { length: number; [index: number]: Transcript | undefined };
};

export class FakeRecognition {
  static all: FakeRecognition[] = [];
  static isBusy = false;
  static endsOnStop = true;
  continuous = false;
  interimResults = false;
  lang = "";
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  isStarted = false;
  isAborted = false;
  constructor() {
    FakeRecognition.all.push(this);
  }
  start() {
    if (FakeRecognition.isBusy) throw new Error("already started");
    this.isStarted = true;
  }
  stop() {
    if (FakeRecognition.endsOnStop) queueMicrotask(() => this.onend?.());
  }
  abort() {
    this.isAborted = true;
  }
  hear(final: string, interim = "") {
    const result = (transcript: string, isFinal: boolean) => ({ isFinal, length: 1, 0: { transcript } });
    this.onresult?.({ resultIndex: 0, results: { length: 2, 0: result(final, true), 1: result(interim, false) } });
  }
}

/** Forgets the recognitions made and restores the defaults, after each test. */
export function resetFakeRecognition() {
  FakeRecognition.all = [];
  FakeRecognition.isBusy = false;
  FakeRecognition.endsOnStop = true;
}
