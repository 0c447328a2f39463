import pino from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs on stdout, one line per event. */
export function createLogger(level: pino.LevelWithSilent = "info"): Logger {
  return pino({ level, base: { service: "preppilot" }, timestamp: pino.stdTimeFunctions.isoTime });
}
