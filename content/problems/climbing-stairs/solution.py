def climb_stairs(n):
    # ways(i) = ways(i - 1) + ways(i - 2); keep only the last two values.
    previous, current = 1, 1
    for _ in range(2, n + 1):
        previous, current = current, previous + current
    return current
