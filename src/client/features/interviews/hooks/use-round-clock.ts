import { useEffect, useRef, useState } from "react";
import { CODING_NUDGE_AFTER_SECONDS, type CodingRound } from "@/shared/schemas/coding-interviews";

/**
 * The seconds left until the round's end, ticking while it runs; `onTimeUp` runs once when they reach zero
 * (the round is then finished with what was written).
 */
export function useRoundCountdown(round: CodingRound, onTimeUp: () => void): number {
  const isRunning = round.status === "active";
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((new Date(round.endsAt).getTime() - now) / 1000));
  const latest = useRef(onTimeUp);
  const hasFired = useRef(false);
  useEffect(() => {
    latest.current = onTimeUp;
  });
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);
  useEffect(() => {
    if (!isRunning || secondsLeft > 0 || hasFired.current) return;
    hasFired.current = true;
    latest.current();
  }, [isRunning, secondsLeft]);
  return secondsLeft;
}

/**
 * After CODING_NUDGE_AFTER_SECONDS without a word in the transcript, in the phases where a hint helps, asks
 * the server for a nudge (it also checks the code was not changed meanwhile), then waits as long again.
 */
export function useIdleNudge(round: CodingRound, askForNudge: () => void) {
  const lastTurnAt = round.transcript.at(-1)?.at ?? round.phaseStartedAt;
  const canNudge = round.status === "active" && (round.phase === "clarify" || round.phase === "code");
  const [askedAt, setAskedAt] = useState(0);
  const latest = useRef(askForNudge);
  useEffect(() => {
    latest.current = askForNudge;
  });
  useEffect(() => {
    if (!canNudge) return;
    const quietSince = Math.max(new Date(lastTurnAt).getTime(), askedAt);
    const delay = Math.max(0, quietSince + CODING_NUDGE_AFTER_SECONDS * 1000 - Date.now());
    const timer = setTimeout(() => {
      setAskedAt(Date.now());
      latest.current();
    }, delay);
    return () => clearTimeout(timer);
  }, [canNudge, lastTurnAt, askedAt]);
}
