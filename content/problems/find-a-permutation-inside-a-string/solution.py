def check_inclusion(s1, s2):
    if len(s1) > len(s2):
        return False
    # need[c] > 0: the window lacks letter c; need[c] < 0: it has too many.
    need = [0] * 26
    for ch in s1:
        need[ord(ch) - ord("a")] += 1
    mismatched = sum(1 for count in need if count != 0)

    def adjust(index, delta):
        nonlocal mismatched
        if need[index] == 0:
            mismatched += 1
        need[index] += delta
        if need[index] == 0:
            mismatched -= 1

    for i, ch in enumerate(s2):
        adjust(ord(ch) - ord("a"), -1)
        if i >= len(s1):
            adjust(ord(s2[i - len(s1)]) - ord("a"), 1)
        if i >= len(s1) - 1 and mismatched == 0:
            return True
    return False
