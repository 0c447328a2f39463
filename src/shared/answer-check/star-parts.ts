import type { Evidence, StarPart } from "@/shared/schemas/interview-answers";
import { evidenceOf, findPhrase, type Part, toPattern } from "./phrase-match";
import { findOwnActions, isNumberWord, type Word } from "./text-features";

// The STAR parts of a behavioral answer, each only where it has content, and the lesson at its end.

const SITUATION_CUES = [
  "at my last",
  "at my previous",
  "at my current",
  "when i was",
  "when i joined",
  "i was working",
  "i was building",
  "i was leading",
  "i was on",
  "i was given",
  "i was the",
  "we were",
  "we had",
  "our team",
  "my team",
  "my lead",
  "my manager",
  "the situation",
  "back in",
  "years ago",
  "last year",
  "last quarter",
  "at the time",
  "on a project",
  "a colleague",
  "a teammate",
  "a customer",
  "our product",
  "our service",
];
const TASK_CUES = [
  "my goal",
  "our goal",
  "the goal",
  "i needed to",
  "i had to",
  "we needed to",
  "we had to",
  "my job was",
  "my role",
  "i was responsible",
  "i was asked",
  "i was tasked",
  "i owned",
  "i was on call",
  "the task",
  "the challenge",
  "the problem was",
  "the deadline",
  "was due",
  "by the",
  "needed to",
  "had to",
];
const RESULT_CUES = [
  "as a result",
  "the result",
  "the outcome",
  "in the end",
  "ended up",
  "went from",
  "went up",
  "went down",
  "dropped",
  "fell",
  "rose",
  "reduced",
  "cut",
  "increased",
  "improved",
  "saved",
  "shipped",
  "launched",
  "delivered",
  "released",
  "stopped",
  "no longer",
  "never again",
  "since then",
  "afterwards",
  "later",
  "zero",
  "the decision",
  "on time",
  "on schedule",
  "fixed",
  "solved",
];
const LESSON_CUES = [
  "i learned",
  "i learnt",
  "lesson",
  "since then",
  "now i",
  "next time",
  "i now",
  "these days",
  "i changed",
  "ever since",
  "what i changed",
  "i always",
  "i never",
  "today i",
];

/** A sentence's words, by sentence number. */
function sentences(part: Part): Word[][] {
  const list: Word[][] = [];
  for (const word of part.words) {
    const sentence = list[word.sentence] ?? [];
    sentence.push(word);
    list[word.sentence] = sentence;
  }
  return list.filter(Boolean);
}

function sentenceEvidence(part: Part, sentence: readonly Word[]): Evidence {
  return evidenceOf(part, sentence[0] as Word, sentence[sentence.length - 1] as Word);
}

function hasCue(words: readonly Word[], cues: readonly string[]): boolean {
  return findPhrase(words, cues.map(toPattern)) !== null;
}

/**
 * The STAR parts told with content. Situation: a sentence that sets a scene with something specific (a number, a
 * name, a time). Task: what had to be achieved. Action: the candidate's own actions, at least two. Result: an
 * outcome with a consequence (a number, a change, a decision): "in the end it worked out" is not one.
 */
export function findStar(parts: readonly Part[], names: readonly Evidence[], hedges: readonly Evidence[]) {
  const found: Record<StarPart, Evidence | null> = { situation: null, task: null, action: null, result: null };
  const within = (list: readonly Evidence[], part: Part, sentence: readonly Word[]) =>
    list.some(
      (evidence) =>
        evidence.part === part.index &&
        evidence.start >= (sentence[0]?.start ?? 0) &&
        evidence.end <= (sentence[sentence.length - 1]?.end ?? 0),
    );
  let actionCount = 0;
  for (const part of parts) {
    for (const sentence of sentences(part)) {
      const specific =
        sentence.some((word) => isNumberWord(word.word)) || within(names, part, sentence) || sentence.length >= 8;
      const vague = within(hedges, part, sentence);
      if (!found.situation && specific && !vague && hasCue(sentence, SITUATION_CUES))
        found.situation = sentenceEvidence(part, sentence);
      if (!found.task && !vague && hasCue(sentence, TASK_CUES)) found.task = sentenceEvidence(part, sentence);
      const actions = findOwnActions(sentence);
      if (actions.length > 0) {
        actionCount += actions.length;
        if (!found.action && actionCount >= 2) found.action = sentenceEvidence(part, sentence);
      }
      const consequence =
        sentence.some((word) => isNumberWord(word.word)) ||
        within(names, part, sentence) ||
        hasCue(sentence, ["from", "no longer", "never", "zero", "asked me", "asked for me", "promoted", "still"]);
      if (!found.result && !vague && consequence && hasCue(sentence, RESULT_CUES))
        found.result = sentenceEvidence(part, sentence);
    }
  }
  return (["situation", "task", "action", "result"] as const).map((part) => ({ part, evidence: found[part] }));
}

/** Whether the answer ends with a lesson the candidate has applied. */
export function findLesson(parts: readonly Part[]): Evidence | null {
  for (const part of parts)
    for (const sentence of sentences(part))
      if (hasCue(sentence, LESSON_CUES) && sentence.length >= 5) return sentenceEvidence(part, sentence);
  return null;
}
