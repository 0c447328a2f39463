def min_distance(word1, word2):
    # Keep the shorter word along the row so the table needs O(min(m, n)) space.
    if len(word2) > len(word1):
        word1, word2 = word2, word1
    previous = list(range(len(word2) + 1))
    for i in range(1, len(word1) + 1):
        current = [i] + [0] * len(word2)
        for j in range(1, len(word2) + 1):
            if word1[i - 1] == word2[j - 1]:
                current[j] = previous[j - 1]
            else:
                current[j] = 1 + min(previous[j], current[j - 1], previous[j - 1])
        previous = current
    return previous[-1]
