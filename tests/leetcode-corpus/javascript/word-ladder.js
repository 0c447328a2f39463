/**
 * @param {string} beginWord
 * @param {string} endWord
 * @param {string[]} wordList
 * @return {number}
 */
var ladderLength = function(beginWord, endWord, wordList) {
    const words = new Set(wordList);
    if (!words.has(endWord)) return 0;

    const q = new Queue();
    q.enqueue([beginWord, 1]);
    words.delete(beginWord);
    const letters = "abcdefghijklmnopqrstuvwxyz";

    while (!q.isEmpty()) {
        const [word, steps] = q.dequeue();
        if (word === endWord) return steps;
        for (let i = 0; i < word.length; i++) {
            for (const ch of letters) {
                if (ch === word[i]) continue;
                const next = word.slice(0, i) + ch + word.slice(i + 1);
                if (words.has(next)) {
                    words.delete(next);
                    q.enqueue([next, steps + 1]);
                }
            }
        }
    }
    return 0;
};
