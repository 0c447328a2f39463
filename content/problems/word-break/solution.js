function wordBreak(s, wordDict) {
  const words = new Set(wordDict);
  const longest = Math.max(...wordDict.map((word) => word.length));
  // canSplit[i]: whether the first i characters split into dictionary words.
  const canSplit = new Array(s.length + 1).fill(false);
  canSplit[0] = true;
  for (let end = 1; end <= s.length; end++) {
    for (let start = Math.max(0, end - longest); start < end && !canSplit[end]; start++) {
      canSplit[end] = canSplit[start] && words.has(s.slice(start, end));
    }
  }
  return canSplit[s.length];
}
