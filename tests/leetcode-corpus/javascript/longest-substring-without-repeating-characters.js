const lengthOfLongestSubstring = s => {
  const last = new Map();
  let best = 0;
  for (let i = 0, start = 0; i < s.length; i++) {
    if (last.has(s[i]) && last.get(s[i]) >= start) start = last.get(s[i]) + 1;
    last.set(s[i], i);
    best = Math.max(best, i - start + 1);
  }
  return best;
};
