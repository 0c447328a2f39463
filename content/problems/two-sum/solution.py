def two_sum(nums, target):
    seen = {}
    for i, value in enumerate(nums):
        partner = seen.get(target - value)
        if partner is not None:
            return [partner, i]
        seen[value] = i
    return []
