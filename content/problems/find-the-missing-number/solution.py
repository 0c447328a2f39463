def missing_number(nums):
    # XOR every index 0..n and every value: each present number cancels with its index.
    result = len(nums)
    for i, x in enumerate(nums):
        result ^= i ^ x
    return result
