/** The hero's interviews-this-week counter grows by 0, 1 or 2 per tick, as the product asks. */
export const MAX_COUNTER_STEP = 2;

/** The counter after one tick; `random` is in [0, 1) like Math.random. */
export function getNextCounterValue(current: number, random: number): number {
  return current + Math.min(MAX_COUNTER_STEP, Math.floor(random * (MAX_COUNTER_STEP + 1)));
}
