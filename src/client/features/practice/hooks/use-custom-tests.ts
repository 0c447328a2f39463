import { useRef, useState } from "react";
import type { SolvingJudge } from "@/shared/schemas/solving";
import type { CustomTest } from "../components/problem-test-cases";
import { formatCustomInput, isSameCustomInput, type KeepResult, parseCustomInput } from "../lib/custom-test-input";

/** The custom tests' inputs Run takes, or the first test whose text does not parse. */
export type ParsedCustomTests = { ok: true; inputs: unknown[] } | { ok: false; invalidId: number | undefined };

/**
 * The user's own inputs for Run: a new one starts from the first example's input, and before a run
 * every one is parsed against the problem's signature.
 */
export function useCustomTests(judge: SolvingJudge, exampleIndexes: number[]) {
  const [tests, setTests] = useState<CustomTest[]>([]);
  const nextId = useRef(1);

  const add = () => {
    const example = judge.tests[exampleIndexes[0] ?? 0];
    setTests((current) => [
      ...current,
      { id: nextId.current++, text: example ? formatCustomInput(example.input) : "" },
    ]);
  };
  const change = (id: number, text: string) =>
    setTests((current) => current.map((test) => (test.id === id ? { ...test, text } : test)));
  const remove = (id: number) => setTests((current) => current.filter((test) => test.id !== id));
  /** "Keep as custom input" on a failed test: added once; kept again, it says where it already is. */
  const keep = (input: unknown): KeepResult => {
    const existing = tests.findIndex((test) => isSameCustomInput(test.text, input));
    if (existing >= 0) return { isAdded: false, position: existing + 1 };
    setTests((current) => [...current, { id: nextId.current++, text: formatCustomInput(input) }]);
    return { isAdded: true, position: tests.length + 1 };
  };

  const parse = (): ParsedCustomTests => {
    const parsed = tests.map((test) => parseCustomInput(judge.signature, test.text));
    const invalid = parsed.findIndex((result) => !result.ok);
    if (invalid >= 0) return { ok: false, invalidId: tests[invalid]?.id };
    return { ok: true, inputs: parsed.flatMap((result) => (result.ok ? [result.input] : [])) };
  };

  return { tests, add, change, remove, keep, parse };
}
