def find_min(nums):
    low, high = 0, len(nums) - 1
    while low < high:
        mid = (low + high) // 2
        # A middle value above the last one means the drop (and the minimum) lies to its right.
        if nums[mid] > nums[high]:
            low = mid + 1
        else:
            high = mid
    return nums[low]
