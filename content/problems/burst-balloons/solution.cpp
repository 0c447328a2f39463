class Solution {
public:
    int maxCoins(vector<int>& nums) {
        vector<int> balloons{1};
        balloons.insert(balloons.end(), nums.begin(), nums.end());
        balloons.push_back(1);
        int n = balloons.size();
        vector<vector<int>> dp(n, vector<int>(n, 0));
        for (int length = 2; length < n; length++) {
            for (int left = 0; left + length < n; left++) {
                int right = left + length;
                for (int last = left + 1; last < right; last++) {
                    dp[left][right] = max(dp[left][right],
                        dp[left][last] + balloons[left] * balloons[last] * balloons[right] + dp[last][right]);
                }
            }
        }
        return dp[0][n - 1];
    }
};
