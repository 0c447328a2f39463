import type { InterviewType } from "@/shared/constants/practice-options";
import { roundToTenth } from "@/shared/progress";
import {
  type AnswerEvaluation,
  type CriterionScore,
  type Evidence,
  STAR_PARTS,
  type StarPart,
  SUGGESTED_ANSWER_SECONDS,
} from "@/shared/schemas/interview-answers";
import { type KeyPoint, matchKeyPoints, tokenize } from "./key-points";

// The automatic check of an interview answer, without AI (issue 12): which of the question's key points
// the answer covers, whether a behavioral answer tells all four STAR parts, and its length and time
// against what the question calls for. It says only what it can check, and quotes the words it found.

export type AnswerCheckInput = {
  type: InterviewType;
  /** The answer's parts: the question's, then each follow-up's ("" when unanswered). */
  answers: readonly string[];
  /** The question's key points; null for a question that has none (AI-generated). */
  keyPoints: readonly KeyPoint[] | null;
  seconds: number;
};

/** Fewer words than this and a typed answer cannot have covered the question. */
export const MIN_ANSWER_WORDS: Record<InterviewType, number> = {
  behavioral: 150,
  technical: 120,
  "system-design": 200,
};

/** Phrases that tell each STAR part in a spoken or typed answer. */
const STAR_PHRASINGS: Record<StarPart, string[]> = {
  situation: [
    "at my last",
    "at my previous",
    "when i was",
    "i was working",
    "we were",
    "we had",
    "our team",
    "the situation",
    "the context",
    "back in",
    "a few years ago",
    "last year",
    "at the time",
  ],
  task: [
    "my goal",
    "our goal",
    "the goal was",
    "i needed to",
    "i had to",
    "we needed to",
    "my job was",
    "my role was",
    "i was responsible",
    "i was asked",
    "i was tasked",
    "the task was",
    "the challenge was",
  ],
  action: [
    "i decided",
    "so i",
    "i started",
    "i proposed",
    "i suggested",
    "i set up",
    "i wrote",
    "i built",
    "i talked",
    "i spoke",
    "i met",
    "i organi*",
    "i led",
    "i created",
    "i reached out",
    "first i",
    "then i",
    "i took",
  ],
  result: [
    "as a result",
    "in the end",
    "the result",
    "the outcome",
    "we reduced",
    "we cut",
    "we increased",
    "we improved",
    "we shipped",
    "we launched",
    "we delivered",
    "ended up",
    "percent",
    "i learned",
    "i learnt",
  ],
};

/** What every evaluator says of a question left unanswered. */
export const NO_ANSWER = "No answer was given.";
export const UNANSWERED_IMPROVEMENT = "Answer the question: even a short, structured answer scores.";

/** Words in all of a question's answer parts. */
export function countWords(answers: readonly string[]): number {
  return answers.reduce((sum, text) => sum + tokenize(text).length, 0);
}

export function checkAnswer({ type, answers, keyPoints, seconds }: AnswerCheckInput): AnswerEvaluation {
  const words = countWords(answers);
  const keyPointResults = keyPoints ? findKeyPoints(answers, keyPoints) : null;
  const star = type === "behavioral" ? findStarParts(answers) : null;
  const criteria: CriterionScore[] = [];
  // The key points are what the answer says: they weigh twice as much as any other criterion.
  let keyPointsScore: number | null = null;
  if (keyPointResults) {
    const covered = keyPointResults.filter(({ evidence }) => evidence);
    keyPointsScore = scaleToFive(covered.length / Math.max(1, keyPointResults.length));
    criteria.push({
      criterion: "Key points",
      score: keyPointsScore,
      reason:
        words === 0
          ? NO_ANSWER
          : `Covers ${covered.length} of the ${keyPointResults.length} key points of a strong answer.`,
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
            ? "Tells the situation, the task, the actions and the result."
            : `Tells ${told.length} of the 4 STAR parts; missing: ${missing.join(", ")}.`,
      evidence: told.flatMap(({ evidence }) => (evidence ? [evidence] : [])),
    });
  }
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

  const weights = criteria.map(({ criterion }) => (criterion === "Key points" ? 2 : 1));
  const weighted = criteria.reduce((sum, { score }, index) => sum + score * (weights[index] ?? 1), 0);
  const score = roundToTenth(weighted / weights.reduce((sum, weight) => sum + weight, 0));
  const missed = keyPointResults?.filter(({ evidence }) => !evidence).map(({ point }) => point) ?? [];
  return {
    kind: "automatic",
    score,
    criteria,
    strengths: describeStrengths(keyPointResults, star),
    improvement: words === 0 ? UNANSWERED_IMPROVEMENT : describeImprovement(missed, star, words, minWords),
    missed,
    droppedQuotes: [],
    keyPoints: keyPointResults,
    star,
    words,
    seconds,
  };
}

/** 0 → 1, 1 → 5, in even steps. */
function scaleToFive(fraction: number): number {
  return 1 + Math.round(4 * Math.min(1, Math.max(0, fraction)));
}

function findKeyPoints(answers: readonly string[], keyPoints: readonly KeyPoint[]) {
  const perPart = answers.map((text) => matchKeyPoints(text, keyPoints));
  return keyPoints.map(({ point }, index) => {
    let evidence: Evidence | null = null;
    for (const [part, matches] of perPart.entries()) {
      const match = matches[index];
      if (match?.span && match.quote) {
        evidence = { part, ...match.span, quote: match.quote };
        break;
      }
    }
    return { point, evidence };
  });
}

function findStarParts(answers: readonly string[]) {
  const keyPoints = STAR_PARTS.map((part) => ({ point: part, phrasings: STAR_PHRASINGS[part] }));
  return findKeyPoints(answers, keyPoints).map(({ point, evidence }, index) => ({
    part: STAR_PARTS[index] ?? (point as StarPart),
    evidence,
  }));
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

function describeStrengths(keyPoints: AnswerEvaluation["keyPoints"], star: AnswerEvaluation["star"]): string[] {
  const strengths = (keyPoints ?? []).filter(({ evidence }) => evidence).map(({ point }) => point);
  if (star?.every(({ evidence }) => evidence))
    strengths.push("Tells the whole story: situation, task, actions, result");
  return strengths;
}

function describeImprovement(
  missed: string[],
  star: AnswerEvaluation["star"],
  words: number,
  minWords: number,
): string | null {
  const firstMissed = missed[0];
  if (firstMissed) return `Cover what the answer leaves out, starting with: ${firstMissed}.`;
  const missingStar = star?.find(({ evidence }) => !evidence);
  if (missingStar) return `Tell the ${missingStar.part} part of the story explicitly.`;
  if (words < minWords) return "Go deeper: explain the reasoning behind each step, with a concrete example.";
  return null;
}
