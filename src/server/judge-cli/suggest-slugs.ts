/** The library's slugs nearest to a mistyped one (edit distance, with a bonus for containing it), closest first. */
export function suggestSlugs(slug: string, slugs: readonly string[], count = 3): string[] {
  const scored = slugs.map((candidate) => {
    const distance = getEditDistance(slug, candidate);
    // "lru" should find lru-cache although most of its letters would have to be typed.
    const contains = candidate.includes(slug) || slug.includes(candidate);
    return { candidate, score: contains ? Math.min(distance, 1) : distance };
  });
  const limit = Math.max(3, Math.ceil(slug.length / 2));
  return scored
    .filter(({ score }) => score <= limit)
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

/** Levenshtein distance, one row at a time. */
function getEditDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
