def count_bits(n):
    bits = [0] * (n + 1)
    # i >> 1 is i without its lowest bit, and it is smaller than i, so its count is already known.
    for i in range(1, n + 1):
        bits[i] = bits[i >> 1] + (i & 1)
    return bits
