import type { InterviewType } from "@/shared/constants/practice-options";
import {
  type AnswerEvaluation,
  type CriterionScore,
  SUGGESTED_ANSWER_SECONDS,
} from "@/shared/schemas/interview-answers";
import { type AnswerFeatures, analyseAnswer, type QuestionContext } from "./answer-features";
import { type KeyPoint, tokenize } from "./key-points";
import { judge, type Verdict } from "./overall-score";

// The automatic check of an interview answer, without AI: which of the question's key points
// the answer covers (by word form, and not where it rejects them without a reason), whether a behavioral answer
// tells the four STAR parts with content, how much of it is on the question's topic, how specific it is and how
// vague, and its length and time against what the question calls for. It says only what it can check, and quotes
// the words it found. The reading itself is in answer-features.ts and text-features.ts.

export type AnswerCheckInput = {
  type: InterviewType;
  /** The answer's parts: the question's, then each follow-up's ("" when unanswered). */
  answers: readonly string[];
  /** The question's key points; null for a question that has none (AI-generated). */
  keyPoints: readonly KeyPoint[] | null;
  seconds: number;
} & QuestionContext;

/** Fewer words than this and a typed answer cannot have covered the question. */
export const MIN_ANSWER_WORDS: Record<InterviewType, number> = {
  behavioral: 150,
  technical: 120,
  "system-design": 200,
};

/** What every evaluator says of a question left unanswered. */
export const NO_ANSWER = "No answer was given.";
export const UNANSWERED_IMPROVEMENT = "Answer the question: even a short, structured answer scores.";

/** Words in all of a question's answer parts. */
export function countWords(answers: readonly string[]): number {
  return answers.reduce((sum, text) => sum + tokenize(text).length, 0);
}

export function checkAnswer(input: AnswerCheckInput): AnswerEvaluation {
  const { type, answers, keyPoints, seconds } = input;
  const words = countWords(answers);
  const found = analyseAnswer(answers, keyPoints, type, input);
  const keyPointResults = found.keyPoints?.map(({ point, evidence }) => ({ point, evidence })) ?? null;
  const star = found.star;
  const verdict = judge(found, type);
  const criteria: CriterionScore[] = [];
  if (found.keyPoints) {
    const covered = found.keyPoints.filter(({ evidence }) => evidence);
    const rejected = found.keyPoints.filter(({ evidence, rejected }) => !evidence && rejected);
    criteria.push({
      criterion: "Key points",
      score: scaleToFive(covered.length / Math.max(1, found.keyPoints.length)),
      reason:
        words === 0
          ? NO_ANSWER
          : `Covers ${covered.length} of the ${found.keyPoints.length} key points of a strong answer${
              rejected.length > 0 ? `; rejects ${rejected.length} without saying why` : ""
            }.`,
      evidence: covered.flatMap(({ evidence }) => (evidence ? [evidence] : [])),
    });
  }
  if (star) {
    const told = star.filter(({ evidence }) => evidence);
    const missing = star.filter(({ evidence }) => !evidence).map(({ part }) => part);
    criteria.push({
      criterion: "STAR structure",
      score: 1 + told.length,
      reason:
        words === 0
          ? NO_ANSWER
          : missing.length === 0
            ? "Tells the situation, the task, the actions and a result with a consequence."
            : `Tells ${told.length} of the 4 STAR parts with content; missing: ${missing.join(", ")}${
                missing.includes("result")
                  ? " (a result is an outcome with a consequence: a number, a change, a decision)"
                  : ""
              }.`,
      evidence: told.flatMap(({ evidence }) => (evidence ? [evidence] : [])),
    });
  }
  if (words > 0)
    criteria.push(describeRelevance(found, verdict), describeSpecificity(found, type), describeWording(found));
  const minWords = MIN_ANSWER_WORDS[type];
  criteria.push({
    criterion: "Length",
    score: words >= minWords ? 5 : scaleToFive(words / minWords),
    reason:
      words === 0
        ? NO_ANSWER
        : `${words} words; a complete ${type.replace("-", " ")} answer usually takes at least ${minWords}.`,
    evidence: [],
  });
  criteria.push(checkTime(type, seconds, words));

  const missed = keyPointResults?.filter(({ evidence }) => !evidence).map(({ point }) => point) ?? [];
  return {
    kind: "automatic",
    score: verdict.score,
    criteria,
    strengths: describeStrengths(keyPointResults, star, found),
    improvement:
      words === 0 ? UNANSWERED_IMPROVEMENT : describeImprovement(missed, star, found, verdict, words, minWords),
    missed,
    droppedQuotes: [],
    keyPoints: keyPointResults,
    star,
    words,
    seconds,
  };
}

const MAX_QUOTES = 6;

function describeRelevance(found: AnswerFeatures, verdict: Verdict): CriterionScore {
  const percent = Math.round(found.topicShare * 100);
  return {
    criterion: "Relevance",
    score: verdict.isOffTopic || verdict.isEmpty ? 1 : scaleToFive(found.topicShare / 0.3),
    reason: verdict.isEmpty
      ? "Too short to say anything about the question."
      : verdict.isOffTopic
        ? found.topicFit && found.keyPoints
          ? "Answers a different question: its words fit another question far better than this one."
          : "Answers a different question: almost none of its words are about this one's topic."
        : `${percent} % of its content words are on the question's topic.`,
    evidence: found.onTopic.slice(0, MAX_QUOTES),
  };
}

function describeSpecificity(found: AnswerFeatures, type: InterviewType): CriterionScore {
  const actions = type === "behavioral" ? found.actions : [];
  const count = found.numbers.length + found.names.length + actions.length;
  const parts = [
    `${found.numbers.length} number${found.numbers.length === 1 ? "" : "s"}`,
    `${found.names.length} named system${found.names.length === 1 ? "" : "s"} or people`,
    ...(type === "behavioral"
      ? [`${actions.length} of the candidate's own action${actions.length === 1 ? "" : "s"}`]
      : []),
  ];
  return {
    criterion: "Specificity",
    score: scaleToFive(count / 8),
    reason: `${parts.join(", ")}.`,
    evidence: [...found.numbers.slice(0, 2), ...found.names.slice(0, 2), ...actions.slice(0, 2)],
  };
}

function describeWording(found: AnswerFeatures): CriterionScore {
  const vague = [...found.hedges, ...found.emptyPhrases];
  const count = vague.length + found.starLabels;
  return {
    criterion: "Concrete wording",
    score: Math.max(1, 5 - count),
    reason:
      count === 0
        ? "No hedges or stock phrases."
        : `${count} hedge${count === 1 ? "" : "s"}, stock phrase${count === 1 ? "" : "s"} or bare STAR label${count === 1 ? "" : "s"}: say what happened instead.`,
    evidence: vague.slice(0, MAX_QUOTES),
  };
}

/** 0 → 1, 1 → 5, in even steps. */
function scaleToFive(fraction: number): number {
  return 1 + Math.round(4 * Math.min(1, Math.max(0, fraction)));
}

function checkTime(type: InterviewType, seconds: number, words: number): CriterionScore {
  const { min, max } = SUGGESTED_ANSWER_SECONDS[type];
  const suggestion = min === max ? `${min / 60} min` : `${min / 60}–${max / 60} min`;
  const spent = formatMinutes(seconds);
  // Typing is slower than speaking: twice the suggestion still paces like a spoken answer.
  const [score, verdict] =
    words === 0
      ? [1, NO_ANSWER]
      : seconds < min / 4
        ? [3, `${spent}: much quicker than the ${suggestion} an interviewer expects; there is time to go deeper.`]
        : seconds > max * 2
          ? [3, `${spent}: well past the ${suggestion} an interviewer expects; practise saying it more briefly.`]
          : [5, `${spent}, in line with the ${suggestion} an interviewer expects.`];
  return { criterion: "Time", score, reason: verdict, evidence: [] };
}

function formatMinutes(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes === 0 ? `${rest} s` : `${minutes} min ${String(rest).padStart(2, "0")} s`;
}

function describeStrengths(
  keyPoints: AnswerEvaluation["keyPoints"],
  star: AnswerEvaluation["star"],
  found: AnswerFeatures,
): string[] {
  const strengths = (keyPoints ?? []).filter(({ evidence }) => evidence).map(({ point }) => point);
  if (star?.every(({ evidence }) => evidence))
    strengths.push("Tells the whole story: situation, task, actions, a result with a consequence");
  if (found.numbers.length >= 3) strengths.push("Specific: gives numbers");
  return strengths;
}

function describeImprovement(
  missed: string[],
  star: AnswerEvaluation["star"],
  found: AnswerFeatures,
  verdict: Verdict,
  words: number,
  minWords: number,
): string | null {
  if (verdict.isEmpty) return UNANSWERED_IMPROVEMENT;
  if (verdict.isOffTopic) return "Answer the question that was asked: this answer is about something else.";
  if (
    (found.hedges.length + found.emptyPhrases.length + found.starLabels > 0 && found.numbers.length <= 1) ||
    found.emptyPhrases.length + found.starLabels >= 2
  )
    return "Replace the general phrases with what actually happened: names, numbers, what you did and what changed.";
  const firstMissed = missed[0];
  if (firstMissed) return `Cover what the answer leaves out, starting with: ${firstMissed}.`;
  const missingStar = star?.find(({ evidence }) => !evidence);
  if (missingStar) return `Tell the ${missingStar.part} part of the story with specifics.`;
  if (words < minWords) return "Go deeper: explain the reasoning behind each step, with a concrete example.";
  return null;
}
