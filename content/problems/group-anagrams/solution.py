from collections import defaultdict


def group_anagrams(strs):
    groups = defaultdict(list)
    for word in strs:
        counts = [0] * 26
        for ch in word:
            counts[ord(ch) - 97] += 1
        groups[tuple(counts)].append(word)
    return list(groups.values())
