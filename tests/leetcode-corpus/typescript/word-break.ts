export function wordBreak(s: string, wordDict: string[]): boolean {
  const words = new Set(wordDict);
  const maxLen = Math.max(...wordDict.map((w) => w.length));
  const ok: boolean[] = Array(s.length + 1).fill(false);
  ok[0] = true;
  for (let end = 1; end <= s.length; end++) {
    for (let start = Math.max(0, end - maxLen); start < end; start++) {
      if (ok[start] && words.has(s.slice(start, end))) {
        ok[end] = true;
        break;
      }
    }
  }
  return ok[s.length];
}
