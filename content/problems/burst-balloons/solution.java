class Solution {
    public int maxCoins(int[] nums) {
        int n = nums.length + 2;
        int[] values = new int[n];
        values[0] = values[n - 1] = 1;
        for (int i = 0; i < nums.length; i++) values[i + 1] = nums[i];
        int[][] dp = new int[n][n];
        for (int length = 2; length < n; length++) {
            for (int left = 0; left + length < n; left++) {
                int right = left + length;
                for (int last = left + 1; last < right; last++) {
                    dp[left][right] = Math.max(dp[left][right],
                        dp[left][last] + values[left] * values[last] * values[right] + dp[last][right]);
                }
            }
        }
        return dp[0][n - 1];
    }
}
