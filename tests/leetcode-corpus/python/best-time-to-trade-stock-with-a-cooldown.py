class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        # states at the end of each day
        hold, sold, rest = -math.inf, 0, 0
        for p in prices:
            hold, sold, rest = max(hold, rest - p), hold + p, max(rest, sold)
        return max(sold, rest)
