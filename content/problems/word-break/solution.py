def word_break(s, word_dict):
    words = set(word_dict)
    longest = max(len(word) for word in word_dict)
    # can_split[i]: whether the first i characters split into dictionary words.
    can_split = [True] + [False] * len(s)
    for end in range(1, len(s) + 1):
        for start in range(max(0, end - longest), end):
            if can_split[start] and s[start:end] in words:
                can_split[end] = True
                break
    return can_split[-1]
