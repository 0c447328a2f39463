import type { InterviewType } from "@/shared/constants/practice-options";
import type { Evidence, StarPart } from "@/shared/schemas/interview-answers";
import type { KeyPoint } from "./key-points";
import { evidenceOf, findAll, type Part, phraseEvidence, spanEvidence } from "./phrase-match";
import { findLesson, findStar } from "./star-parts";
import {
  contentStems,
  EMPTY_PHRASES,
  findNames,
  findOwnActions,
  givesReason,
  HEDGES,
  isNegated,
  isNumberWord,
  longestTermList,
  readWords,
  STAR_LABEL,
  STOPWORDS,
  type Word,
} from "./text-features";
import { type TopicFit, type TopicIndex, topicProfile } from "./topic-index";

// Everything the automatic check reads in one question's answers, each finding with the answer's own
// words as evidence: the key points (by word form, past typos, and not where the answer rejects them without a
// reason), how much of the answer is on the question's topic, what makes it specific, what makes it vague, and
// for a behavioral answer the STAR parts that have content.

/** What the check knows of the question besides its key points; every field may be missing. */
export type QuestionContext = {
  question?: string;
  expectedAnswer?: string;
  evaluationCriteria?: readonly string[];
  followUpQuestions?: readonly string[];
  /** The library's questions, to tell an answer to this question from an answer to another one. */
  topics?: TopicIndex;
};

export type KeyPointFinding = { point: string; evidence: Evidence | null; rejected: boolean };

export type AnswerFeatures = {
  words: number;
  /** Distinct content stems of the answer. */
  contentWords: number;
  keyPoints: KeyPointFinding[] | null;
  /**
   * How much of the key points' wording the answer uses, 0–1: for each key point the largest share of one phrasing's
   * content words found anywhere in the answer, averaged. Partial credit for a point said in the answer's own words.
   */
  keyPointShare: number;
  /** The answer's content stems that belong to the question's topic (its key points and text). */
  onTopic: Evidence[];
  /** On-topic stems / content stems: near 0 for an answer to another question. */
  topicShare: number;
  /** Whether the check was told the question's topic (key points or text): without it nothing is off-topic. */
  topicKnown: boolean;
  /** How the answer fits its question against the library's other questions of its type; null without an index. */
  topicFit: TopicFit | null;
  /** The longest run of bare terms listed in one sentence (text-features.ts longestTermList). */
  termList: number;
  /** The share of the answer's content stems that only repeat the question's own words. */
  questionEcho: number;
  numbers: Evidence[];
  names: Evidence[];
  actions: Evidence[];
  /** Places that give a reason or a mechanism: because, so that, which means, instead of… */
  reasons: Evidence[];
  hedges: Evidence[];
  emptyPhrases: Evidence[];
  starLabels: number;
  star: { part: StarPart; evidence: Evidence | null }[] | null;
  /** Where the answer says what the candidate changed or learned since. */
  lesson: Evidence | null;
};

const DETERMINERS = new Set([
  "a",
  "an",
  "one",
  "the",
  "this",
  "that",
  "what",
  "which",
  "any",
  "every",
  "each",
  "some",
  "same",
]);

const REASON_PHRASES = [
  "because",
  "so that",
  "which means",
  "that means",
  "means that",
  "since the",
  "otherwise",
  "instead of",
  "rather than",
  "unless",
  "so we",
  "so i",
  "so the",
  "so it",
  "so each",
  "so you",
  "so they",
  "so a",
  "so one",
  "so this",
  "which is why",
  "the reason",
  "the cost",
  "trade off",
  "at the cost",
  "the catch",
  "the downside",
  "the risk",
  "for example",
  "for instance",
  "e g",
  "if the",
  "if a",
  "if you",
  "when the",
  "when a",
];

/**
 * A key point is covered where the answer says it and does not negate it. A negated mention counts only when the
 * sentence argues the rejection ("we did not add a cache because…"): that shows the trade-off was weighed.
 */
function findKeyPoint(parts: readonly Part[], keyPoint: KeyPoint): KeyPointFinding {
  let rejectedWithoutReason = false;
  // The phrasings as written first, then their other word forms and typos: the closest words are the ones quoted.
  const places = [...findAll(parts, keyPoint.phrasings, false), ...findAll(parts, keyPoint.phrasings, true)];
  for (const { part, at, length } of places) {
    if (!isNegated(part.words, at))
      return { point: keyPoint.point, evidence: spanEvidence(part, at, length), rejected: false };
    if (givesReason(part.words, at)) {
      // The whole clause is the evidence: the rejection and not only the rejected word.
      const clause = part.words.filter((word) => word.clause === part.words[at]?.clause);
      const first = clause[0] as Word;
      const last = clause[clause.length - 1] as Word;
      return { point: keyPoint.point, evidence: evidenceOf(part, first, last), rejected: true };
    }
    rejectedWithoutReason = true;
  }
  return { point: keyPoint.point, evidence: null, rejected: rejectedWithoutReason };
}

/** The content stems the answer says without negating them: "we did not add a cache" does not say "cache". */
function affirmedStems(parts: readonly Part[]): Set<string> {
  const affirmed = new Set<string>();
  for (const { words } of parts)
    for (const [index, word] of words.entries())
      if (isContent(word) && (!isNegated(words, index) || givesReason(words, index))) affirmed.add(word.stem);
  return affirmed;
}

/** Each key point's wordings as content stems, read once per key point (the library's objects live as long as the process). */
const wordingStems = new WeakMap<KeyPoint, string[][]>();

function stemsOfWordings(keyPoint: KeyPoint): string[][] {
  let found = wordingStems.get(keyPoint);
  if (!found) {
    const { point, phrasings } = keyPoint;
    found = [point, ...phrasings.map((phrasing) => phrasing.replaceAll("*", ""))]
      .map((text) => [...contentStems(text)])
      .filter((stems) => stems.length > 0);
    wordingStems.set(keyPoint, found);
  }
  return found;
}

function keyPointShare(keyPoints: readonly KeyPoint[] | null, answerStems: ReadonlySet<string>): number {
  if (!keyPoints || keyPoints.length === 0) return 0;
  const shares = keyPoints.map((keyPoint) =>
    Math.max(
      0,
      ...stemsOfWordings(keyPoint).map(
        (stems) => stems.filter((value) => answerStems.has(value)).length / stems.length,
      ),
    ),
  );
  return shares.reduce((sum, share) => sum + share, 0) / shares.length;
}

function isContent(word: Word): boolean {
  return word.word.length > 2 && !STOPWORDS.has(word.word) && !/^\d+$/.test(word.word);
}

function readParts(answers: readonly string[]): Part[] {
  return answers.map((text, index) => ({ index, text, words: readWords(text) }));
}

export function analyseAnswer(
  answers: readonly string[],
  keyPoints: readonly KeyPoint[] | null,
  type: InterviewType,
  context: QuestionContext = {},
): AnswerFeatures {
  const parts = readParts(answers);
  const allWords = parts.flatMap(({ words }) => words);
  const content = allWords.filter(isContent);
  const stems = new Set(content.map(({ stem: value }) => value));
  // The question's own words, its key points and what a strong answer says; its follow-ups are not its topic.
  const topic = topicProfile({ ...context, question: context.question ?? "", followUpQuestions: [], keyPoints });
  const topicList = [...topic];
  const onTopicStems = new Set(
    [...stems].filter(
      (value) =>
        topic.has(value) ||
        (value.length >= 5 && topicList.some((t) => t.length >= 5 && (t.startsWith(value) || value.startsWith(t)))),
    ),
  );
  const onTopic: Evidence[] = [];
  const seen = new Set<string>();
  for (const part of parts)
    for (const word of part.words)
      if (isContent(word) && onTopicStems.has(word.stem) && !seen.has(word.stem)) {
        seen.add(word.stem);
        onTopic.push(evidenceOf(part, word, word));
      }
  const questionStems = contentStems(context.question ?? "");
  const questionEcho =
    stems.size === 0 || questionStems.size === 0
      ? 0
      : [...stems].filter((value) => questionStems.has(value)).length / stems.size;

  const distinct = (list: Evidence[]) => {
    const keys = new Set<string>();
    return list.filter((evidence) => {
      const key = evidence.quote.toLowerCase();
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    });
  };
  const numbers = distinct(
    parts.flatMap((part) =>
      part.words.filter((word) => isNumberWord(word.word)).map((word) => evidenceOf(part, word, word)),
    ),
  );
  const names = distinct(
    parts.flatMap((part) => findNames(part.text, part.words).map((word) => evidenceOf(part, word, word))),
  );
  const actions = parts.flatMap((part) =>
    findOwnActions(part.words).map((word) => {
      const index = part.words.indexOf(word);
      return evidenceOf(part, word, part.words[Math.min(part.words.length - 1, index + 1)] as Word);
    }),
  );
  // "one kind of request" names a kind; "it kind of worked" hedges.
  const hedges = findAll(parts, HEDGES)
    .filter(({ part, at }) => !DETERMINERS.has(part.words[at - 1]?.word ?? ""))
    .map(({ part, at, length }) => spanEvidence(part, at, length));
  const emptyPhrases = phraseEvidence(parts, EMPTY_PHRASES);
  const starLabels = answers.reduce((sum, text) => sum + (text.match(STAR_LABEL)?.length ?? 0), 0);
  return {
    words: allWords.length,
    contentWords: stems.size,
    keyPoints: keyPoints ? keyPoints.map((keyPoint) => findKeyPoint(parts, keyPoint)) : null,
    keyPointShare: keyPointShare(keyPoints, affirmedStems(parts)),
    onTopic,
    topicShare: stems.size === 0 ? 0 : onTopicStems.size / stems.size,
    topicKnown: topic.size > 0,
    topicFit:
      context.topics && context.question
        ? context.topics.fit(stems, { ...context, type, question: context.question, keyPoints })
        : null,
    termList: Math.max(0, ...answers.map(longestTermList)),
    questionEcho,
    numbers,
    names,
    actions,
    reasons: phraseEvidence(parts, REASON_PHRASES),
    hedges,
    emptyPhrases,
    starLabels,
    star: type === "behavioral" ? findStar(parts, names, hedges) : null,
    lesson: findLesson(parts),
  };
}
