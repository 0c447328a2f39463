def can_partition(nums):
    total = sum(nums)
    if total % 2:
        return False
    half = total // 2
    # reachable[s]: some subset of the numbers seen so far sums to s.
    reachable = [False] * (half + 1)
    reachable[0] = True
    for x in nums:
        for s in range(half, x - 1, -1):
            if reachable[s - x]:
                reachable[s] = True
    return reachable[half]
