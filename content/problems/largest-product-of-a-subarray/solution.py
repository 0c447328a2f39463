def max_product(nums):
    # Track the largest and the smallest product of a subarray ending here:
    # a negative number turns the smallest into the largest.
    best = high = low = nums[0]
    for x in nums[1:]:
        candidates = (x, high * x, low * x)
        high, low = max(candidates), min(candidates)
        best = max(best, high)
    return best
