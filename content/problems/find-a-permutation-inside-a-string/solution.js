function checkInclusion(s1, s2) {
  if (s1.length > s2.length) return false;
  const a = "a".charCodeAt(0);
  // need[c] > 0: the window lacks letter c; need[c] < 0: it has too many. mismatched counts letters with need[c] !== 0.
  const need = new Array(26).fill(0);
  for (const ch of s1) need[ch.charCodeAt(0) - a]++;
  let mismatched = need.filter((count) => count !== 0).length;
  const adjust = (index, delta) => {
    if (need[index] === 0) mismatched++;
    need[index] += delta;
    if (need[index] === 0) mismatched--;
  };
  for (let i = 0; i < s2.length; i++) {
    adjust(s2.charCodeAt(i) - a, -1);
    if (i >= s1.length) adjust(s2.charCodeAt(i - s1.length) - a, 1);
    if (i >= s1.length - 1 && mismatched === 0) return true;
  }
  return false;
}
