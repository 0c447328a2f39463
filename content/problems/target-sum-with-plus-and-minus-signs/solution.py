def find_target_sum_ways(nums, target):
    # The numbers given a "+" form a subset P with sum(P) - (total - sum(P)) = target,
    # so sum(P) = (total + target) / 2: count the subsets with that sum.
    total = sum(nums)
    if abs(target) > total or (total + target) % 2:
        return 0
    goal = (total + target) // 2
    ways = [0] * (goal + 1)
    ways[0] = 1
    for x in nums:
        for s in range(goal, x - 1, -1):
            ways[s] += ways[s - x]
    return ways[goal]
