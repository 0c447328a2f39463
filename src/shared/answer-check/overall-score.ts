import type { InterviewType } from "@/shared/constants/practice-options";
import { roundToTenth } from "@/shared/progress";
import type { AnswerFeatures } from "./answer-features";

// The automatic check's overall score of one answer: a weighted sum of what the answer was found to hold,
// fitted on the labelled set in tests/calibration, and the rules that override it (empty, off-topic, a shell).

/**
 * The answer's overall score, 1–5. It weighs what separates strong answers from weak ones in the labelled set
 * (tests/calibration): how much of the key points' wording the answer uses, the share of it on the
 * question's topic, numbers, STAR parts with content and a lesson, less hedges, stock phrases and bare STAR labels.
 * The weights were fitted on two thirds of the set's questions and checked on the other third
 * (`npm run evaluate -- --set … --split`). Length and time are reported but barely scored: the rubric judges
 * substance, not size. An empty answer, and one that is about another question, score 1. At most 2: an answer
 * dense with hedges or stock phrases and with no number; one that leans on two or more stock phrases or bare STAR labels; and a
 * list of terms that never gives a reason ("Redis, Kafka, Cassandra, sharding and replication").
 */
export function judge(found: AnswerFeatures, type: InterviewType): Verdict {
  if (found.words < MIN_SCORED_WORDS || found.contentWords < 4) return { score: 1, isOffTopic: false, isEmpty: true };
  if (isOffTopic(found, type)) return { score: 1, isOffTopic: true, isEmpty: false };
  const star = found.star ? found.star.filter(({ evidence }) => evidence).length / 4 : 0;
  const raw =
    W.base +
    // A question without key points (AI-generated) is neither covered nor missed: the middle.
    W.keyPointShare * (found.keyPoints ? found.keyPointShare : 0.5) +
    W.topicShare * Math.min(found.topicShare, 0.5) +
    W.numbers * Math.log1p(found.numbers.length) +
    W.hedges * Math.min(found.hedges.length, 3) +
    W.emptyPhrases * Math.min(found.emptyPhrases.length, 3) +
    W.starLabels * Math.min(found.starLabels, 2) +
    W.star * star +
    W.lesson * (found.lesson ? 1 : 0) +
    W.logWords * Math.log(found.words);
  let score = 3 + STRETCH * (raw - 3);
  if (isShell(found)) score = Math.min(score, 2);
  return { score: roundToTenth(Math.min(5, Math.max(1, score))), isOffTopic: false, isEmpty: false };
}

/**
 * About another question: for a library question, when another library question of the type fits the answer's words
 * much better than this one (topic-index.ts); otherwise (no index, or an AI-generated question, described less fully
 * than the library's), when almost none of its words are on the topic. Either way only when it covers at most a
 * third of the key points.
 */
function isOffTopic(found: AnswerFeatures, type: InterviewType): boolean {
  const covered = found.keyPoints
    ? found.keyPoints.filter(({ evidence }) => evidence).length / Math.max(1, found.keyPoints.length)
    : 0;
  if (covered > OFF_TOPIC_KEY_POINTS) return false;
  // Only a library question (one with key points) is described as fully as the questions it is compared with.
  if (found.topicFit && found.keyPoints) return found.topicFit.ratio < OFF_TOPIC_FIT[type];
  return found.topicKnown && found.topicShare < OFF_TOPIC_SHARE;
}

/** A prepared shell: dense vague words and no numbers, stock phrases or STAR labels that recur, or terms with no reason. */
function isShell(found: AnswerFeatures): boolean {
  const vague = found.hedges.length + found.emptyPhrases.length + found.starLabels;
  return (
    (vague > 0 && found.numbers.length <= 1 && (vague * 100) / found.words >= VAGUE_PER_100) ||
    found.emptyPhrases.length + found.starLabels >= 2 ||
    (found.termList >= TERM_LIST && found.reasons.length === 0)
  );
}

export type Verdict = { score: number; isOffTopic: boolean; isEmpty: boolean };

/** Fewer words than this say nothing that can be scored ("I don't know", "Pass."). */
export const MIN_SCORED_WORDS = 8;
/**
 * Below this fit to its own question against the best other question of its type (own / other), an answer is about
 * that other question. Behavioral questions share most of their words (a story, a team, a deadline), so their
 * answers need a far clearer sign.
 */
const OFF_TOPIC_FIT: Record<InterviewType, number> = { behavioral: 0.35, technical: 0.75, "system-design": 0.75 };
/** Without the library to compare against: below this share of its content words on the question's topic. */
const OFF_TOPIC_SHARE = 0.06;
const OFF_TOPIC_KEY_POINTS = 0.34;
/** This many bare terms in a row, with no reason given anywhere, is a list of names and not an answer. */
const TERM_LIST = 5;
/** Hedges and stock phrases this dense (per 100 words), with no numbers, make an answer a shell: one in 200 does not. */
const VAGUE_PER_100 = 1;
/** The weights of judge(), fitted by ridge regression on the tuning questions of tests/calibration. */
const W = {
  base: -0.57,
  keyPointShare: 1.33,
  topicShare: 0.46,
  numbers: 0.35,
  hedges: -0.31,
  emptyPhrases: -0.47,
  starLabels: -0.52,
  star: 0.71,
  lesson: 0.44,
  logWords: 0.57,
};
/** A regression pulls its scores toward the middle; this spreads them back over the 1–5 scale. */
const STRETCH = 1.6;
