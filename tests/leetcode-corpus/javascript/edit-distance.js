function minDistance(word1, word2) {
    const m = word1.length, n = word2.length;
    const dp = [];
    for (let i = 0; i <= m; i++) {
        dp.push(new Array(n + 1).fill(0));
        dp[i][0] = i;
    }
    for (let j = 0; j <= n; j++) dp[0][j] = j;

    for (let i = 1; i <= m; i++) {
        for (let j = 1; j <= n; j++) {
            if (word1[i - 1] === word2[j - 1]) {
                dp[i][j] = dp[i - 1][j - 1];
            } else {
                dp[i][j] = 1 + Math.min(
                    dp[i - 1][j],      // delete
                    dp[i][j - 1],      // insert
                    dp[i - 1][j - 1]   // replace
                );
            }
        }
    }
    return dp[m][n];
}
