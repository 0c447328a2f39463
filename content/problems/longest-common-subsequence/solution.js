function longestCommonSubsequence(text1, text2) {
  // Index the row by the shorter string so the table needs O(min(m, n)) space.
  if (text2.length > text1.length) [text1, text2] = [text2, text1];
  let previous = new Array(text2.length + 1).fill(0);
  for (let i = 1; i <= text1.length; i++) {
    const current = new Array(text2.length + 1).fill(0);
    for (let j = 1; j <= text2.length; j++) {
      current[j] = text1[i - 1] === text2[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    }
    previous = current;
  }
  return previous[text2.length];
}
