from collections import Counter


def min_window(s, t):
    need = Counter(t)
    missing = len(t)
    best_start, best_length = 0, float("inf")
    left = 0
    for right, ch in enumerate(s):
        if ch in need:
            if need[ch] > 0:
                missing -= 1
            need[ch] -= 1
        while missing == 0:
            if right - left + 1 < best_length:
                best_start, best_length = left, right - left + 1
            out = s[left]
            if out in need:
                need[out] += 1
                if need[out] > 0:
                    missing += 1
            left += 1
    return "" if best_length == float("inf") else s[best_start:best_start + best_length]
