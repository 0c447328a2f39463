def hamming_weight(n):
    count = 0
    # n & (n - 1) clears the lowest 1 bit, so the loop runs once per 1 bit.
    while n:
        n &= n - 1
        count += 1
    return count
