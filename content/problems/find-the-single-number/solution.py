def single_number(nums):
    # x ^ x == 0 and x ^ 0 == x, so every pair cancels out and the lone value remains.
    result = 0
    for x in nums:
        result ^= x
    return result
