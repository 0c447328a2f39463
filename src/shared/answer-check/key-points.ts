// Finding a question's key points in an answer: the automatic check of an interview answer
// (no AI) and `content:verify`, which holds every library question's expected answer to its own
// key points, use this one matcher.

/** One thing a good answer covers, and the words that count as saying it. */
export type KeyPoint = {
  /** What the point is, as the report shows it ("Measures the result"). */
  point: string;
  /**
   * Accepted phrasings, any one of which covers the point: words matched case-insensitively and
   * regardless of punctuation, in order and next to each other; a word ending in `*` matches any word
   * that starts with it (`cach*` matches cache, cached, caching).
   */
  phrasings: string[];
};

/** Where an answer says something: offsets into the original text, end exclusive. */
export type TextSpan = { start: number; end: number };

export type KeyPointMatch = {
  point: string;
  /** The first place the answer says it, or null when it never does. */
  span: TextSpan | null;
  /** The answer's own words at that place. */
  quote: string | null;
};

type Token = { word: string; start: number; end: number };

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The answer's words, lower-cased with curly apostrophes straightened, and where each one is. */
export function tokenize(text: string): Token[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    word: normalizeWord(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

function normalizeWord(word: string): string {
  return word.toLowerCase().replaceAll("’", "'");
}

type Pattern = { word: string; isPrefix: boolean }[];

/** A phrasing as the words it must match; an empty list when it has no words at all. */
export function parsePhrasing(phrasing: string): Pattern {
  return phrasing
    .trim()
    .split(/\s+/)
    .flatMap((part) => {
      const isPrefix = part.endsWith("*");
      const words = tokenize(isPrefix ? part.slice(0, -1) : part).map(({ word }) => word);
      // "trade-off" is two words, as it is in an answer; only the last one may be a prefix.
      return words.map((word, index) => ({ word, isPrefix: isPrefix && index === words.length - 1 }));
    });
}

function matchesAt(tokens: Token[], at: number, pattern: Pattern): boolean {
  return pattern.every(({ word, isPrefix }, offset) => {
    const token = tokens[at + offset];
    return token !== undefined && (isPrefix ? token.word.startsWith(word) : token.word === word);
  });
}

/** The first place in the tokens where any of the phrasings occurs. */
function findFirst(tokens: Token[], phrasings: string[]): TextSpan | null {
  const patterns = phrasings.map(parsePhrasing).filter((pattern) => pattern.length > 0);
  for (let at = 0; at < tokens.length; at += 1) {
    for (const pattern of patterns) {
      if (matchesAt(tokens, at, pattern)) {
        const first = tokens[at];
        const last = tokens[at + pattern.length - 1];
        if (first && last) return { start: first.start, end: last.end };
      }
    }
  }
  return null;
}

/** Which of the key points the answer covers, each with the words that cover it. */
export function matchKeyPoints(answer: string, keyPoints: readonly KeyPoint[]): KeyPointMatch[] {
  const tokens = tokenize(answer);
  return keyPoints.map(({ point, phrasings }) => {
    const span = findFirst(tokens, phrasings);
    return { point, span, quote: span ? answer.slice(span.start, span.end) : null };
  });
}
