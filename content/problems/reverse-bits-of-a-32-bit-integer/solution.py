def reverse_bits(n):
    result = 0
    for _ in range(32):
        # Move the lowest bit of n onto the end of result.
        result = (result << 1) | (n & 1)
        n >>= 1
    return result
