import type { InterviewType } from "@/shared/constants/practice-options";
import type { Evidence, StarPart } from "@/shared/schemas/interview-answers";
import { affirmedStems, findKeyPoint, type KeyPointFinding, keyPointShare } from "./key-point-coverage";
import type { KeyPoint } from "./key-points";
import { evidenceOf, findAll, type Part, phraseEvidence, spanEvidence } from "./phrase-match";
import { findLesson, findStar } from "./star-parts";
import {
  contentStems,
  EMPTY_PHRASES,
  findNames,
  findOwnActions,
  HEDGES,
  isContent,
  isNumberWord,
  longestTermList,
  readWords,
  STAR_LABEL,
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

function readParts(answers: readonly string[]): Part[] {
  return answers.map((text, index) => ({ index, text, words: readWords(text) }));
}

/** The answer's stems on the question's topic, and where each is first said. */
function readTopic(
  parts: readonly Part[],
  stems: ReadonlySet<string>,
  keyPoints: readonly KeyPoint[] | null,
  context: QuestionContext,
) {
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
  return { topic, onTopicStems, onTopic };
}

/** The numbers and names the answer gives (each quote once), and the actions it owns. */
function readSpecifics(parts: readonly Part[]) {
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
  return { numbers, names, actions };
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
  const { topic, onTopicStems, onTopic } = readTopic(parts, stems, keyPoints, context);
  const questionStems = contentStems(context.question ?? "");
  const questionEcho =
    stems.size === 0 || questionStems.size === 0
      ? 0
      : [...stems].filter((value) => questionStems.has(value)).length / stems.size;
  const { numbers, names, actions } = readSpecifics(parts);
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
