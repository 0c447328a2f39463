import type { AnswerEvaluation, Evidence } from "@/shared/schemas/interview-answers";

/** A stretch of an answer to highlight, and what it is evidence of ("Communication", "Key point: …"). */
export type EvidenceMark = { start: number; end: number; label: string };

/** A piece of an answer from offset `start`: plain (no labels) or evidence of every label it carries. */
export type AnswerSegment = { start: number; text: string; labels: string[] };

const STAR_LABELS = { situation: "Situation", task: "Task", action: "Action", result: "Result" } as const;

/**
 * Every place the evaluation cites one answer part: each criterion's evidence, the key points the
 * automatic check found, and the STAR parts it found.
 */
export function getEvidenceMarks(evaluation: AnswerEvaluation, part: number): EvidenceMark[] {
  const marks: EvidenceMark[] = [];
  const add = (evidence: Evidence | null, label: string) => {
    if (evidence && evidence.part === part) marks.push({ start: evidence.start, end: evidence.end, label });
  };
  for (const criterion of evaluation.criteria)
    for (const evidence of criterion.evidence) add(evidence, criterion.criterion);
  for (const keyPoint of evaluation.keyPoints ?? []) add(keyPoint.evidence, `Key point: ${keyPoint.point}`);
  for (const star of evaluation.star ?? []) add(star.evidence, `STAR: ${STAR_LABELS[star.part]}`);
  return marks;
}

/**
 * Cuts an answer into plain and highlighted segments. Marks may overlap (one quote can be evidence of
 * two criteria): each segment carries every label covering it. Marks outside the text are clipped, so
 * an evaluation of an older text never breaks the page.
 */
export function splitIntoSegments(text: string, marks: EvidenceMark[]): AnswerSegment[] {
  const clipped = marks
    .map((mark) => ({ ...mark, start: clamp(mark.start, text.length), end: clamp(mark.end, text.length) }))
    .filter((mark) => mark.end > mark.start);
  const cuts = [...new Set([0, text.length, ...clipped.flatMap((mark) => [mark.start, mark.end])])].sort(
    (a, b) => a - b,
  );
  const segments: AnswerSegment[] = [];
  for (let index = 0; index < cuts.length - 1; index += 1) {
    const start = cuts[index] as number;
    const end = cuts[index + 1] as number;
    const labels = [
      ...new Set(clipped.filter((mark) => mark.start <= start && mark.end >= end).map((mark) => mark.label)),
    ];
    const previous = segments.at(-1);
    if (previous && haveSameLabels(previous.labels, labels)) previous.text += text.slice(start, end);
    else segments.push({ start, text: text.slice(start, end), labels });
  }
  return segments;
}

function clamp(offset: number, length: number): number {
  return Math.min(Math.max(0, offset), length);
}

function haveSameLabels(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((label) => b.includes(label));
}
