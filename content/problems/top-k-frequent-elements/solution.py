from collections import Counter


def top_k_frequent(nums, k):
    counts = Counter(nums)
    # buckets[c] holds the values that occur exactly c times.
    buckets = [[] for _ in range(len(nums) + 1)]
    for value, count in counts.items():
        buckets[count].append(value)
    result = []
    for count in range(len(nums), 0, -1):
        for value in buckets[count]:
            result.append(value)
            if len(result) == k:
                return result
    return result
