import type { Evidence, StarPart } from "@/shared/schemas/interview-answers";
import { type KeyPoint, parsePhrasing } from "./key-points";
import {
  contentStems,
  EMPTY_PHRASES,
  findNames,
  findOwnActions,
  givesReason,
  HEDGES,
  isNegated,
  isNumberWord,
  readWords,
  STAR_LABEL,
  STOPWORDS,
  stem,
  type Word,
} from "./text-features";

// Everything the automatic check reads in one question's answers (issue 35), each finding with the answer's own
// words as evidence: the key points (by word form, past typos, and not where the answer rejects them without a
// reason), how much of the answer is on the question's topic, what makes it specific, what makes it vague, and
// for a behavioral answer the STAR parts that have content.

/** What the check knows of the question besides its key points; every field may be missing. */
export type QuestionContext = {
  question?: string;
  expectedAnswer?: string;
  evaluationCriteria?: readonly string[];
};

export type KeyPointFinding = { point: string; evidence: Evidence | null; rejected: boolean };

export type AnswerFeatures = {
  words: number;
  /** Distinct content stems of the answer. */
  contentWords: number;
  keyPoints: KeyPointFinding[] | null;
  /** The answer's content stems that belong to the question's topic (its key points and text). */
  onTopic: Evidence[];
  /** On-topic stems / content stems: near 0 for an answer to another question. */
  topicShare: number;
  /** Whether the check was told the question's topic (key points or text): without it nothing is off-topic. */
  topicKnown: boolean;
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

type Part = { index: number; text: string; words: Word[] };

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

function evidenceOf(part: Part, first: Word, last: Word): Evidence {
  return { part: part.index, start: first.start, end: last.end, quote: part.text.slice(first.start, last.end) };
}

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
      // A swap of two letters ("disagrement" is a deletion; "teh" a swap).
      i += 2;
      j += 2;
    } else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

type PatternWord = { word: string; isPrefix: boolean; stem: string };

const patterns = new Map<string, PatternWord[]>();

/** A phrasing's words with their stems, parsed once per phrasing. */
function toPattern(phrasing: string): PatternWord[] {
  let pattern = patterns.get(phrasing);
  if (!pattern) {
    pattern = parsePhrasing(phrasing).map(({ word, isPrefix }) => ({ word, isPrefix, stem: stem(word) }));
    // Bounded: the key points of the library and the fixed cue lists, plus generated questions' as they come.
    if (patterns.size > 20_000) patterns.clear();
    patterns.set(phrasing, pattern);
  }
  return pattern;
}

/**
 * A word of the answer matches a phrasing's word: exactly or by prefix, as the key points define it; and, when
 * `loose`, by stem or past one typo in a long word.
 */
function wordMatches(word: Word, pattern: PatternWord, loose: boolean): boolean {
  if (pattern.isPrefix) return word.word.startsWith(pattern.word) || (loose && word.stem.startsWith(pattern.stem));
  if (word.word === pattern.word) return true;
  if (!loose) return false;
  if (word.stem === pattern.stem) return true;
  return pattern.word.length >= 6 && word.word.length >= 6 && editDistanceAtMostOne(word.word, pattern.word);
}

function findPhrase(words: readonly Word[], patterns: readonly PatternWord[][], from = 0, loose = true) {
  for (let at = from; at < words.length; at += 1) {
    for (const pattern of patterns) {
      if (pattern.length === 0) continue;
      if (
        pattern.every(
          (patternWord, offset) => words[at + offset] && wordMatches(words[at + offset] as Word, patternWord, loose),
        )
      )
        return { at, length: pattern.length };
    }
  }
  return null;
}

/** Every place in the parts where one of the phrasings occurs. */
function findAll(parts: readonly Part[], phrasings: readonly string[], loose = true) {
  const patterns = phrasings.map(toPattern);
  const found: { part: Part; at: number; length: number }[] = [];
  for (const part of parts) {
    let from = 0;
    for (;;) {
      const match = findPhrase(part.words, patterns, from, loose);
      if (!match) break;
      found.push({ part, ...match });
      from = match.at + match.length;
    }
  }
  return found;
}

function spanEvidence(part: Part, at: number, length: number): Evidence {
  const first = part.words[at] as Word;
  const last = part.words[at + length - 1] as Word;
  return evidenceOf(part, first, last);
}

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

function phraseEvidence(parts: readonly Part[], phrases: readonly string[]): Evidence[] {
  return findAll(parts, phrases).map(({ part, at, length }) => spanEvidence(part, at, length));
}

function topicStems(keyPoints: readonly KeyPoint[] | null, context: QuestionContext): Set<string> {
  const texts = [
    ...(keyPoints ?? []).flatMap(({ point, phrasings }) => [point, ...phrasings.map((p) => p.replaceAll("*", ""))]),
    context.question ?? "",
    context.expectedAnswer ?? "",
    ...(context.evaluationCriteria ?? []),
  ];
  const stems = new Set<string>();
  for (const text of texts) for (const value of contentStems(text)) stems.add(value);
  // A key point's prefix phrasing ("cach*") covers every stem that starts with it.
  return stems;
}

function isContent(word: Word): boolean {
  return word.word.length > 2 && !STOPWORDS.has(word.word) && !/^\d+$/.test(word.word);
}

// ---------- STAR with content ----------

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
function findStar(parts: readonly Part[], names: readonly Evidence[], hedges: readonly Evidence[]) {
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

export function readParts(answers: readonly string[]): Part[] {
  return answers.map((text, index) => ({ index, text, words: readWords(text) }));
}

export function analyseAnswer(
  answers: readonly string[],
  keyPoints: readonly KeyPoint[] | null,
  isBehavioral: boolean,
  context: QuestionContext = {},
): AnswerFeatures {
  const parts = readParts(answers);
  const allWords = parts.flatMap(({ words }) => words);
  const content = allWords.filter(isContent);
  const stems = new Set(content.map(({ stem: value }) => value));
  const topic = topicStems(keyPoints, context);
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
    onTopic,
    topicShare: stems.size === 0 ? 0 : onTopicStems.size / stems.size,
    topicKnown: topic.size > 0,
    questionEcho,
    numbers,
    names,
    actions,
    reasons: phraseEvidence(parts, REASON_PHRASES),
    hedges,
    emptyPhrases,
    starLabels,
    star: isBehavioral ? findStar(parts, names, hedges) : null,
    lesson: findLesson(parts),
  };
}
