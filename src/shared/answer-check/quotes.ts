import type { Evidence } from "@/shared/schemas/interview-answers";

// The quote checker: evidence an evaluator cites must occur in the answer itself. The AI's quotes are
// checked here before they are stored, and the report highlights exactly the spans found here.

/** Lower case, curly quotes and dashes straightened, runs of white space as one space: with a map back. */
function normalizeWithOffsets(text: string): { normalized: string; offsets: number[] } {
  let normalized = "";
  const offsets: number[] = [];
  let previousWasSpace = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? "";
    if (/\s/.test(char)) {
      if (previousWasSpace) continue;
      previousWasSpace = true;
      normalized += " ";
    } else {
      previousWasSpace = false;
      normalized += STRAIGHTENED[char] ?? char.toLowerCase();
    }
    offsets.push(index);
  }
  return { normalized, offsets };
}

const STRAIGHTENED: Record<string, string> = { "‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-" };

/** Quotes shorter than this say nothing about the answer ("I", "the"): they are not evidence. */
export const MIN_QUOTE_CHARS = 3;

/**
 * Where a quote occurs in the answer's parts: the first part that contains it, ignoring case, curly
 * quotes and how white space runs; null when it occurs nowhere (an invented quote).
 */
export function findQuote(parts: readonly string[], quote: string): Evidence | null {
  const wanted = normalizeWithOffsets(
    quote
      .trim()
      .replace(/^["'“‘]+|["'”’]+$/g, "")
      .trim(),
  ).normalized;
  if (wanted.length < MIN_QUOTE_CHARS) return null;
  for (const [part, text] of parts.entries()) {
    const { normalized, offsets } = normalizeWithOffsets(text);
    const at = normalized.indexOf(wanted);
    if (at === -1) continue;
    const start = offsets[at] ?? 0;
    const end = (offsets[at + wanted.length - 1] ?? start) + 1;
    return { part, start, end, quote: text.slice(start, end) };
  }
  return null;
}

/** The quotes that occur in the answer as evidence, and the ones that do not, to be dropped and reported. */
export function checkQuotes(parts: readonly string[], quotes: readonly string[]) {
  const evidence: Evidence[] = [];
  const dropped: string[] = [];
  for (const quote of quotes) {
    const found = findQuote(parts, quote);
    if (found) evidence.push(found);
    else if (quote.trim()) dropped.push(quote);
  }
  return { evidence, dropped };
}
