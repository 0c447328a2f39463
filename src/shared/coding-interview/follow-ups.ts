import { readWords, STOPWORDS } from "@/shared/answer-check/text-features";
import type { Pattern } from "@/shared/constants/practice-options";
import type { FollowUp } from "@/shared/schemas/content";

// The follow-ups a coding round asks once the code passes: the problem's own when the library gives it some,
// else two generic ones chosen by its pattern; and how much of a follow-up's key points an answer names.

/** A round asks at most this many follow-ups ("one or two"). */
export const MAX_FOLLOW_UPS = 2;

const OUT_OF_MEMORY: FollowUp = {
  question: "What would you change if the input were too large to fit in memory?",
  keyPoints: [
    "process the input in chunks or as a stream",
    "keep only a small summary or index in memory",
    "external sort or storage on disk",
    "split the work across several machines",
  ],
};

const MANY_CALLS: FollowUp = {
  question: "Suppose this function is called millions of times on similar inputs. What would you change?",
  keyPoints: ["precompute or cache results", "reuse work between calls", "the memory the cache costs"],
};

const DEEP_RECURSION: FollowUp = {
  question: "What if the input were so deep that recursion overflowed the call stack?",
  keyPoints: ["an explicit stack or queue", "iterative traversal", "memory grows with the depth"],
};

const LESS_MEMORY: FollowUp = {
  question: "Can you reduce the memory your solution uses?",
  keyPoints: ["keep only the previous row or the last values", "a rolling array", "space drops by a dimension"],
};

const SORTED_INPUT: FollowUp = {
  question: "How would your solution change if the input were already sorted?",
  keyPoints: ["two pointers or binary search", "less extra space", "the sort's cost disappears"],
};

const BY_PATTERN: Partial<Record<Pattern, FollowUp>> = {
  "arrays-hashing": SORTED_INPUT,
  "two-pointers": OUT_OF_MEMORY,
  trees: DEEP_RECURSION,
  graphs: DEEP_RECURSION,
  "advanced-graphs": DEEP_RECURSION,
  backtracking: DEEP_RECURSION,
  tries: MANY_CALLS,
  "dp-1d": LESS_MEMORY,
  "dp-2d": LESS_MEMORY,
};

/** The problem's follow-ups (the first two), else one for its pattern and the general one. */
export function chooseFollowUps(problem: { followUps?: FollowUp[]; pattern: Pattern }): FollowUp[] {
  if (problem.followUps?.length) return problem.followUps.slice(0, MAX_FOLLOW_UPS);
  const forPattern = BY_PATTERN[problem.pattern] ?? MANY_CALLS;
  return [forPattern, OUT_OF_MEMORY].slice(0, MAX_FOLLOW_UPS);
}

/**
 * The key points an answer names: a point counts when the answer holds at least half of its content words
 * (by stem, so "caching" names "cache").
 */
export function findCoveredKeyPoints(answer: string, keyPoints: readonly string[]): string[] {
  const said = new Set(readWords(answer).map(({ stem }) => stem));
  return keyPoints.filter((point) => {
    const words = readWords(point).filter(({ word }) => !STOPWORDS.has(word.toLowerCase()));
    if (words.length === 0) return false;
    const named = words.filter(({ stem }) => said.has(stem)).length;
    return named * 2 >= words.length;
  });
}
