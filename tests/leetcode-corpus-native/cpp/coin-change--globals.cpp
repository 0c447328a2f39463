const int MAXN = 10005;
int dp[MAXN];

class Solution {
public:
    static int coinChange(const vector<int>& coins, const int& amount) {
        memset(dp, 0x3f, sizeof dp);
        dp[0] = 0;
        for (int i = 1; i <= amount; ++i)
            for (int c : coins)
                if (c <= i) dp[i] = std::min(dp[i], dp[i - c] + 1);
        return dp[amount] >= 0x3f3f3f3f ? -1 : dp[amount];
    }
};
