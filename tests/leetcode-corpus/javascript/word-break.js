const wordBreak = (s, wordDict) => {
    const dict = new Set(wordDict);
    const maxLen = Math.max(...wordDict.map((w) => w.length));
    // ok[i]: the first i characters can be segmented
    const ok = new Array(s.length + 1).fill(false);
    ok[0] = true;
    for (let i = 1; i <= s.length; i++) {
        for (let j = Math.max(0, i - maxLen); j < i; j++) {
            if (ok[j] && dict.has(s.substring(j, i))) {
                ok[i] = true;
                break;
            }
        }
    }
    return ok[s.length];
};
