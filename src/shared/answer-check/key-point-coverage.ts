import type { Evidence } from "@/shared/schemas/interview-answers";
import type { KeyPoint } from "./key-points";
import { evidenceOf, findAll, type Part, spanEvidence } from "./phrase-match";
import { contentStems, givesReason, isContent, isNegated, type Word } from "./text-features";

// Which of a question's key points an answer covers (answer-features.ts): where each is said and not rejected
// without a reason, and how much of the key points' wording the answer uses.

export type KeyPointFinding = { point: string; evidence: Evidence | null; rejected: boolean };

/**
 * A key point is covered where the answer says it and does not negate it. A negated mention counts only when the
 * sentence argues the rejection ("we did not add a cache because…"): that shows the trade-off was weighed.
 */
export function findKeyPoint(parts: readonly Part[], keyPoint: KeyPoint): KeyPointFinding {
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
export function affirmedStems(parts: readonly Part[]): Set<string> {
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

export function keyPointShare(keyPoints: readonly KeyPoint[] | null, answerStems: ReadonlySet<string>): number {
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
