def is_match(s, p):
    # matches[i][j]: whether s[i:] matches p[j:]; filled from the ends backwards.
    matches = [[False] * (len(p) + 1) for _ in range(len(s) + 1)]
    matches[len(s)][len(p)] = True
    for i in range(len(s), -1, -1):
        for j in range(len(p) - 1, -1, -1):
            first = i < len(s) and p[j] in (s[i], ".")
            if j + 1 < len(p) and p[j + 1] == "*":
                # Skip "x*" entirely, or use it for one character and keep it.
                matches[i][j] = matches[i][j + 2] or (first and matches[i + 1][j])
            else:
                matches[i][j] = first and matches[i + 1][j + 1]
    return matches[0][0]
