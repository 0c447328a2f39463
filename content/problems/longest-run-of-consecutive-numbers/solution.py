def longest_consecutive(nums):
    values = set(nums)
    best = 0
    for value in values:
        if value - 1 in values:
            continue  # only start counting at the first value of a run
        length = 1
        while value + length in values:
            length += 1
        best = max(best, length)
    return best
