class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        # top-down with memo; recursion goes as deep as amount / min(coins)
        @lru_cache(None)
        def dp(rem):
            if rem == 0:
                return 0
            best = inf
            for c in coins:
                if c <= rem:
                    best = min(best, dp(rem - c) + 1)
            return best

        ans = dp(amount)
        return -1 if ans == inf else ans
