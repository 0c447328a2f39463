from collections import Counter


def least_interval(tasks, n):
    counts = Counter(tasks).values()
    highest = max(counts)
    tied = sum(1 for count in counts if count == highest)
    # The most frequent tasks form highest - 1 full frames of n + 1 slots, plus a last row of the tied tasks.
    return max(len(tasks), (highest - 1) * (n + 1) + tied)
