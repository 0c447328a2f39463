def can_jump(nums):
    farthest = 0  # the farthest index reachable so far
    for i, length in enumerate(nums):
        if i > farthest:
            return False
        farthest = max(farthest, i + length)
    return True
