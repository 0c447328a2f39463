import type { Evidence } from "@/shared/schemas/interview-answers";
import { parsePhrasing } from "./key-points";
import { stem, type Word } from "./text-features";

// Finding phrasings in an answer's words: exactly or by prefix as a key point writes them, and when
// loose by word form (Porter2 stem) or past one typo in a long word; each place becomes evidence quoting the answer.

/** One answer part (0 the answer, then the follow-ups' answers) and its words. */
export type Part = { index: number; text: string; words: Word[] };
export function evidenceOf(part: Part, first: Word, last: Word): Evidence {
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
export function toPattern(phrasing: string): PatternWord[] {
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

export function findPhrase(words: readonly Word[], patterns: readonly PatternWord[][], from = 0, loose = true) {
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
export function findAll(parts: readonly Part[], phrasings: readonly string[], loose = true) {
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

export function spanEvidence(part: Part, at: number, length: number): Evidence {
  const first = part.words[at] as Word;
  const last = part.words[at + length - 1] as Word;
  return evidenceOf(part, first, last);
}

export function phraseEvidence(parts: readonly Part[], phrases: readonly string[]): Evidence[] {
  return findAll(parts, phrases).map(({ part, at, length }) => spanEvidence(part, at, length));
}
