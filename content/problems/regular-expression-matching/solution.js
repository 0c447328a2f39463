function isMatch(s, p) {
  // matches[i][j]: whether s.slice(i) matches p.slice(j); filled from the ends backwards.
  const matches = Array.from({ length: s.length + 1 }, () => new Array(p.length + 1).fill(false));
  matches[s.length][p.length] = true;
  for (let i = s.length; i >= 0; i--) {
    for (let j = p.length - 1; j >= 0; j--) {
      const first = i < s.length && (p[j] === s[i] || p[j] === ".");
      if (p[j + 1] === "*") {
        // Skip "x*" entirely, or use it for one character and keep it.
        matches[i][j] = matches[i][j + 2] || (first && matches[i + 1][j]);
      } else {
        matches[i][j] = first && matches[i + 1][j + 1];
      }
    }
  }
  return matches[0][0];
}
