import type { JudgedTest } from "@/shared/judge/verdicts";

/** What the visualiser is asked to step through for a judged test: its input, and what it expects unless custom. */
export function toStepThroughTarget(test: JudgedTest, title: string) {
  return {
    title,
    input: test.input,
    expected: test.isCustom ? undefined : test.expected,
    isFailing: !test.passed && !test.isNotRun,
  };
}
