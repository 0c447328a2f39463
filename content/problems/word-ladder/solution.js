function ladderLength(beginWord, endWord, wordList) {
  const unvisited = new Set(wordList);
  if (!unvisited.has(endWord)) return 0;
  unvisited.delete(beginWord);
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let level = [beginWord];
  let length = 1;
  while (level.length > 0) {
    const next = [];
    for (const word of level) {
      if (word === endWord) return length;
      for (let i = 0; i < word.length; i++) {
        for (const letter of letters) {
          const candidate = word.slice(0, i) + letter + word.slice(i + 1);
          if (unvisited.has(candidate)) {
            unvisited.delete(candidate);
            next.push(candidate);
          }
        }
      }
    }
    level = next;
    length++;
  }
  return 0;
}
