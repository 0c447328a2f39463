class Solution {
    static int[] memo;

    public int coinChange(int[] coins, int amount) {
        memo = new int[amount + 1];
        Arrays.fill(memo, Integer.MIN_VALUE);
        return solve(coins, amount);
    }

    private static int solve(int[] coins, int rem) {
        if (rem < 0) return -1;
        if (rem == 0) return 0;
        if (memo[rem] != Integer.MIN_VALUE) return memo[rem];
        int best = Integer.MAX_VALUE;
        for (int c : coins) {
            int r = solve(coins, rem - c);
            if (r >= 0 && r < best) best = r + 1;
        }
        return memo[rem] = best == Integer.MAX_VALUE ? -1 : best;
    }
}
