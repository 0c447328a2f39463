def rob(nums):
    def best_in_line(lo, hi):
        # Best total from nums[lo..hi] without taking two neighbours.
        take, skip = 0, 0
        for i in range(lo, hi + 1):
            take, skip = skip + nums[i], max(take, skip)
        return max(take, skip)

    n = len(nums)
    if n == 1:
        return nums[0]
    # The first and last houses are neighbours: leave out one of them.
    return max(best_in_line(0, n - 2), best_in_line(1, n - 1))
