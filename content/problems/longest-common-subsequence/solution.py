def longest_common_subsequence(text1, text2):
    # Index the row by the shorter string so the table needs O(min(m, n)) space.
    if len(text2) > len(text1):
        text1, text2 = text2, text1
    previous = [0] * (len(text2) + 1)
    for i in range(1, len(text1) + 1):
        current = [0] * (len(text2) + 1)
        for j in range(1, len(text2) + 1):
            if text1[i - 1] == text2[j - 1]:
                current[j] = previous[j - 1] + 1
            else:
                current[j] = max(previous[j], current[j - 1])
        previous = current
    return previous[-1]
