import porter2 from "wink-porter2-stemmer";
import { tokenize } from "./key-points";

// What the automatic check reads in an answer beyond its key points: word stems, so that "escalated"
// and "escalation" are one word; negated clauses, so that "we did not add a cache" is not taken for a cache; and the
// marks of a specific answer (numbers, named systems, the candidate's own actions) against those of a vague one
// (hedges, STAR labels, words that sound right and say nothing). Small and dependency-free: it runs in a few
// milliseconds per answer wherever the check runs.

export type Word = { word: string; stem: string; start: number; end: number; sentence: number; clause: number };

/** Words that carry no topic: never evidence of relevance on their own. */
export const STOPWORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between " +
    "both but by can could did do does doing done down during each even ever every few for from further get got had " +
    "has have having he her here hers him his how however i i'd i'll i'm i've if in into is isn't it it's its itself " +
    "just let like lot lots made make makes making many may me might more most much must my myself no nor not now of " +
    "off on once one only or other our ours out over own per quite rather really same say said see she should so some " +
    "something still such than that that's the their theirs them then there these they thing things this those " +
    "through to too um uh under until up us use used uses using very was we we'd we're we've well were what when " +
    "where which while who whom why will with within without would yeah yes you your it'd there's what's gonna kind " +
    "sort basically actually pretty think guess sure okay ok way time times"
  ).split(" "),
);

const stems = new Map<string, string>();

/** English word stems (Porter2): "escalated", "escalation" and "escalating" are one word. */
export function stem(word: string): string {
  let found = stems.get(word);
  if (found === undefined) {
    const w = word.toLowerCase().replace(/['’]s$/, "");
    found = /\d/.test(w) ? w : porter2(w);
    if (stems.size > 50_000) stems.clear();
    stems.set(word, found);
  }
  return found;
}

const CLAUSE_BREAK = /[,;:()—–]|\s-\s/;
const SENTENCE_BREAK = /[.!?\n]+(?=\s|$)/;

/** The answer's words with their stems, and which sentence and clause each is in. */
export function readWords(text: string): Word[] {
  const words: Word[] = [];
  let sentence = 0;
  let clause = 0;
  let last = 0;
  for (const token of tokenize(text)) {
    const between = text.slice(last, token.start);
    if (SENTENCE_BREAK.test(between)) {
      sentence += 1;
      clause += 1;
    } else if (CLAUSE_BREAK.test(between) || /^(but|because|although|though|whereas|so|which)$/.test(token.word)) {
      clause += 1;
    }
    words.push({ ...token, stem: stem(token.word), sentence, clause });
    last = token.end;
  }
  return words;
}

/** The distinct content stems of a text: the words that say what it is about. */
export function contentStems(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .map(({ word }) => word)
      .filter((word) => word.length > 2 && !STOPWORDS.has(word) && !/^\d+$/.test(word))
      .map(stem),
  );
}

const NEGATIONS = new Set(["not", "no", "never", "without", "instead", "avoid", "avoided", "nor", "neither", "none"]);

/** Whether the word at `index` is negated: a negation earlier in its clause, no more than five words before it. */
export function isNegated(words: readonly Word[], index: number): boolean {
  const target = words[index];
  if (!target) return false;
  for (let at = index - 1; at >= Math.max(0, index - 5); at -= 1) {
    const word = words[at];
    if (!word || word.clause !== target.clause) break;
    if (
      NEGATIONS.has(word.word) ||
      word.word.endsWith("n't") ||
      (word.word === "than" && words[at - 1]?.word === "rather")
    )
      return true;
  }
  return false;
}

const REASONS = new Set(["because", "since", "as", "so", "otherwise", "would", "too", "cause", "means", "meant"]);

/** Whether the sentence of the word at `index` gives a reason (a rejection argued, not just stated). */
export function givesReason(words: readonly Word[], index: number): boolean {
  const sentence = words[index]?.sentence;
  return words.some((word) => word.sentence === sentence && REASONS.has(word.word));
}

// ---------- Specificity ----------

const NUMBER_WORDS = new Set(
  (
    "two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty seventy " +
    "eighty ninety hundred hundreds thousand thousands million millions billion billions half twice double doubled " +
    "tripled dozen dozens zero"
  ).split(" "),
);

/** A number, a measure or a count: "40", "3.5", "p99", "10k", "twice", "half", "thirty". */
export function isNumberWord(word: string): boolean {
  return /\d/.test(word) || NUMBER_WORDS.has(word);
}

/** Verbs after "I" that state a view, not an action. */
const NOT_ACTIONS = new Set(
  (
    "think thought guess believe feel felt am was 'm 'd would could should might may mean hope suppose know knew " +
    "just really always usually tend try tried want wanted like liked don't didn't can't cannot couldn't wasn't " +
    "also still do did have had will 'll 've"
  ).split(" "),
);

/** Where the candidate says what they did: "I" followed by a verb of action ("I asked", "I pulled"). */
export function findOwnActions(words: readonly Word[]): Word[] {
  const found: Word[] = [];
  for (const [index, word] of words.entries()) {
    if (word.word !== "i" && word.word !== "i've") continue;
    const next = words[index + 1];
    if (!next) continue;
    // "I then asked", "I quickly wrote": one adverb may stand between.
    const verb = next.word.endsWith("ly") || next.word === "then" ? words[index + 2] : next;
    if (!verb || NOT_ACTIONS.has(verb.word) || STOPWORDS.has(verb.word)) continue;
    if (/(ed|t)$/.test(verb.word) || IRREGULAR_PAST.has(verb.word) || word.word === "i've") found.push(word);
  }
  return found;
}

const IRREGULAR_PAST = new Set(
  (
    "wrote built ran took made told sent spent set put cut found gave went brought led met paid sat saw shipped " +
    "began chose drew drove fed fought got held hid kept left lost read rode said sold shut spoke split stood " +
    "taught threw understood woke won"
  ).split(" "),
);

/**
 * Named systems, tools, places and people: a capitalised word that does not open a sentence, an acronym, a word
 * with a digit or an inner capital (Postgres, AWS, HTTP/3, p99, DynamoDB), or code (order.customer, SELECT).
 */
export function findNames(text: string, words: readonly Word[]): Word[] {
  return words.filter((word, index) => {
    const original = text.slice(word.start, word.end);
    if (original === "I" || original.startsWith("I'") || original.startsWith("I’")) return false;
    const opensSentence = index === 0 || words[index - 1]?.sentence !== word.sentence;
    if (/^[A-Z]{2,}s?$/.test(original) || /[a-z][A-Z]/.test(original)) return true;
    if (/^[A-Z]/.test(original) && !opensSentence && !STOPWORDS.has(word.word)) {
      // Not after a colon ("Result: We…"), which opens a sentence of its own.
      return !/:\s*$/.test(text.slice(Math.max(0, word.start - 3), word.start));
    }
    return /[a-z]\d|\d[a-z]/i.test(original) || /\w\.\w/.test(text.slice(word.start, word.end + 2));
  });
}

/** The most words a list item may have and still be a bare term ("consistent hashing", "a CDN"). */
const TERM_WORDS = 3;

/**
 * The longest run of bare terms listed one after another in one sentence, separated by commas, "and", "or" or "/":
 * "Redis, Kafka, Cassandra, sharding and replication" is five. A list of names that says nothing of what each does.
 */
export function longestTermList(text: string): number {
  let longest = 0;
  for (const sentence of text.split(/[.!?;:]\s|\n/)) {
    let run = 0;
    for (const item of sentence.split(/,|\band\b|\bor\b|\//)) {
      const words = item.trim().split(/\s+/).filter(Boolean).length;
      if (words === 0) continue;
      // An item of a few more words ("Kafka for asynchronous analytics") starts a new run rather than ending it.
      run = words <= TERM_WORDS ? run + 1 : words <= TERM_WORDS + 2 ? 1 : 0;
      longest = Math.max(longest, run);
    }
  }
  return longest;
}

// ---------- Vagueness ----------

/**
 * Hedges and filler that say the speaker does not know or will not say: "I think", "kind of", "it went fine",
 * "worked out". Each phrase matches as the key points' phrasings do.
 */
export const HEDGES = [
  "i think",
  "i guess",
  "i suppose",
  "i don't remember",
  "don't remember",
  "not sure",
  "kind of",
  "sort of",
  "more or less",
  "somehow",
  "stuff like that",
  "or something",
  "went fine",
  "was fine",
  "it was okay",
  "was ok",
  "worked out",
  "work it out",
  "worked it out",
  "got done",
  "eventually",
  "and so on",
  "etc",
  "various",
  "some things",
  "a lot of things",
  "i'm pretty good",
  "i am good at",
  "everyone makes",
  "everyone fails",
  "really important",
  "it depends",
];

/** The STAR labels written out ("Situation: …"): structure words, not a story. */
export const STAR_LABEL = /\b(situation|task|action|actions|result|results)\s*:/gi;

/**
 * Words that sound like an answer and state nothing checkable: a claim of impact with no impact in it and the
 * stock phrases of a prepared answer.
 */
export const EMPTY_PHRASES = [
  "reached alignment",
  "align the team",
  "stakeholders",
  "best practice*",
  "leverag*",
  "synerg*",
  "going forward",
  "valuable lesson",
  "big impact",
  "quantified impact",
  "huge impact",
  "high-performance",
  "high performance",
  "scalable",
  "robust",
  "resilien*",
  "seamless*",
  "holistic*",
  "proactive*",
  "industry standard",
  "state of the art",
  "cutting edge",
  "world class",
  "end to end",
  "systemic",
  "stepped up",
  "took ownership",
  "ensured",
  "dives deep",
  "someone who",
  "i'm someone",
  "basically",
  "at scale",
  "cloud native",
];

/** A word that carries meaning: longer than two letters, no stopword, no bare number. */
export function isContent(word: Word): boolean {
  return word.word.length > 2 && !STOPWORDS.has(word.word) && !/^\d+$/.test(word.word);
}
