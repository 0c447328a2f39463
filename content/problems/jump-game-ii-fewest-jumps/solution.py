def jump(nums):
    jumps = 0
    current_end = 0  # the farthest index reachable with `jumps` jumps
    farthest = 0  # the farthest index reachable with one jump more
    for i in range(len(nums) - 1):
        farthest = max(farthest, i + nums[i])
        if i == current_end:
            jumps += 1
            current_end = farthest
    return jumps
