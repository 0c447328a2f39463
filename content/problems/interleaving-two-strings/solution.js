function isInterleave(s1, s2, s3) {
  const n = s1.length;
  const m = s2.length;
  if (n + m !== s3.length) return false;
  // ok[j]: s3.slice(0, i + j) interleaves s1.slice(0, i) and s2.slice(0, j), for the current row i.
  const ok = new Array(m + 1).fill(false);
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      if (i === 0 && j === 0) {
        ok[j] = true;
        continue;
      }
      const fromS1 = i > 0 && ok[j] && s1[i - 1] === s3[i + j - 1];
      const fromS2 = j > 0 && ok[j - 1] && s2[j - 1] === s3[i + j - 1];
      ok[j] = fromS1 || fromS2;
    }
  }
  return ok[m];
}
