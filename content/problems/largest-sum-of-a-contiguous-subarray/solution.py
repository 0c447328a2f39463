def max_sub_array(nums):
    best = ending_here = nums[0]  # ending_here: the best sum of a block that ends at the current element
    for value in nums[1:]:
        ending_here = max(value, ending_here + value)
        best = max(best, ending_here)
    return best
