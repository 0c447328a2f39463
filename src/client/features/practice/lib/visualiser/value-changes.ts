import type { TraceFrame, TraceStep, TraceValue } from "@/shared/trace/trace-types";
import { getValueKey, type ValueIndex } from "./trace-values";

/** The same call one step earlier: the frame at the same depth running the same function, else null. */
export function findPreviousFrame(previous: TraceStep | null, depth: number, frame: TraceFrame): TraceFrame | null {
  const candidate = previous?.stack[depth];
  return candidate && candidate.functionName === frame.functionName ? candidate : null;
}

/**
 * Whether a local changed since the previous step: a new name in the same call, or different contents.
 * In a call that has just started nothing is marked: every local would be.
 */
export function isLocalChanged(
  name: string,
  value: TraceValue,
  current: ValueIndex,
  previousFrame: TraceFrame | null,
  previous: ValueIndex | null,
): boolean {
  if (!previousFrame || !previous) return false;
  const before = previousFrame.locals.find(([localName]) => localName === name);
  if (!before) return true;
  return getValueKey(value, current) !== getValueKey(before[1], previous);
}

/** The positions of a list (by its id) whose item differs from the step before; none for a new list. */
export function findChangedItems(
  list: Extract<TraceValue, { kind: "list" }>,
  current: ValueIndex,
  previous: ValueIndex | null,
): Set<number> {
  const before = previous?.get(list.id);
  const changed = new Set<number>();
  if (before?.kind !== "list" || !previous) return changed;
  list.items.forEach((item, position) => {
    const old = before.items[position];
    if (!old || getValueKey(item, current) !== getValueKey(old, previous)) changed.add(position);
  });
  return changed;
}

/** The keys of a map (by its id) that are new or hold another value than the step before. */
export function findChangedKeys(
  map: Extract<TraceValue, { kind: "map" }>,
  current: ValueIndex,
  previous: ValueIndex | null,
): Set<string> {
  const before = previous?.get(map.id);
  const changed = new Set<string>();
  if (before?.kind !== "map" || !previous) return changed;
  const old = new Map(before.entries.map(([key, value]) => [getValueKey(key, previous), value]));
  for (const [key, value] of map.entries) {
    const id = getValueKey(key, current);
    const oldValue = old.get(id);
    if (!oldValue || getValueKey(value, current) !== getValueKey(oldValue, previous)) changed.add(id);
  }
  return changed;
}

/** The items of a set (by its id) added since the step before, by their getValueKey. */
export function findAddedItems(
  set: Extract<TraceValue, { kind: "set" }>,
  current: ValueIndex,
  previous: ValueIndex | null,
): Set<string> {
  const before = previous?.get(set.id);
  if (before?.kind !== "set" || !previous) return new Set();
  const old = new Set(before.items.map((item) => getValueKey(item, previous)));
  return new Set(set.items.map((item) => getValueKey(item, current)).filter((key) => !old.has(key)));
}
