function minDistance(word1, word2) {
  // Keep the shorter word along the row so the table needs O(min(m, n)) space.
  if (word2.length > word1.length) [word1, word2] = [word2, word1];
  let previous = Array.from({ length: word2.length + 1 }, (_, j) => j);
  for (let i = 1; i <= word1.length; i++) {
    const current = [i];
    for (let j = 1; j <= word2.length; j++) {
      current[j] =
        word1[i - 1] === word2[j - 1] ? previous[j - 1] : 1 + Math.min(previous[j], current[j - 1], previous[j - 1]);
    }
    previous = current;
  }
  return previous[word2.length];
}
