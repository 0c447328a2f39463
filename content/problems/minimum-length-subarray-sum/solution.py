def min_sub_array_len(target, nums):
    best = len(nums) + 1
    total = 0
    left = 0
    for right, value in enumerate(nums):
        total += value
        while total >= target:
            best = min(best, right - left + 1)
            total -= nums[left]
            left += 1
    return 0 if best == len(nums) + 1 else best
