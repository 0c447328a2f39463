import type { InterviewType } from "@/shared/constants/practice-options";
import type { KeyPoint } from "./key-points";
import { contentStems } from "./text-features";

// Whether an answer is about its question or about another one. Every question has a profile: the
// content stems of its text, expected answer, criteria, follow-ups and key points. Stems are weighted by how rare
// they are across all the questions (inverse document frequency), so that "team", "data" or "system", which every
// question shares, weigh little and "idempotency" or "disagreement" weigh much. An answer's relevance to a profile is
// the weighted share of its stems that the profile holds. An answer fits its own question when no other question of
// the same type fits it much better: a fluent answer to a different question is recognised by the question it
// answers instead.

/** What the index reads of a question: the texts that say what it is about. */
export type TopicSource = {
  type: InterviewType;
  question: string;
  expectedAnswer?: string;
  evaluationCriteria?: readonly string[];
  followUpQuestions?: readonly string[];
  keyPoints?: readonly KeyPoint[] | null;
};

export type TopicFit = {
  /** The weighted share of the answer's stems that are about this question, 0–1. */
  own: number;
  /** The same for the other question of the same type that fits the answer best. */
  bestOther: number;
  /** own / bestOther: below 1 the answer fits another question better. */
  ratio: number;
};

export type TopicIndex = {
  /** How well an answer's content stems fit its question, against every other indexed question of that type. */
  fit(answerStems: ReadonlySet<string>, question: TopicSource): TopicFit;
};

/** The distinct content stems of everything a question says about itself. */
export function topicProfile(source: Omit<TopicSource, "type">): Set<string> {
  const texts = [
    source.question,
    source.expectedAnswer ?? "",
    ...(source.evaluationCriteria ?? []),
    ...(source.followUpQuestions ?? []),
    ...(source.keyPoints ?? []).flatMap(({ point, phrasings }) => [
      point,
      ...phrasings.map((phrasing) => phrasing.replaceAll("*", "")),
    ]),
  ];
  const stems = new Set<string>();
  for (const text of texts) for (const value of contentStems(text)) stems.add(value);
  return stems;
}

/** An index of the library's questions, built once (a few milliseconds for 300 questions). */
export function createTopicIndex(sources: readonly TopicSource[]): TopicIndex {
  const entries = sources.map((source) => ({ source, profile: topicProfile(source) }));
  const documentFrequency = new Map<string, number>();
  for (const { profile } of entries)
    for (const value of profile) documentFrequency.set(value, (documentFrequency.get(value) ?? 0) + 1);
  const weight = (value: string) => Math.log((entries.length + 1) / ((documentFrequency.get(value) ?? 0) + 1));
  const relevance = (answerStems: ReadonlySet<string>, profile: ReadonlySet<string>) => {
    let on = 0;
    let all = 0;
    for (const value of answerStems) {
      const w = weight(value);
      all += w;
      if (profile.has(value)) on += w;
    }
    return all === 0 ? 0 : on / all;
  };
  return {
    fit(answerStems, question) {
      const own = relevance(answerStems, topicProfile(question));
      let bestOther = 0;
      for (const { source, profile } of entries)
        if (source.type === question.type && source.question !== question.question)
          bestOther = Math.max(bestOther, relevance(answerStems, profile));
      return { own, bestOther, ratio: bestOther === 0 ? (own > 0 ? Number.POSITIVE_INFINITY : 0) : own / bestOther };
    },
  };
}
