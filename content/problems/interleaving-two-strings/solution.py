def is_interleave(s1, s2, s3):
    n, m = len(s1), len(s2)
    if n + m != len(s3):
        return False
    # ok[j]: s3[:i + j] interleaves s1[:i] and s2[:j], for the current row i.
    ok = [False] * (m + 1)
    for i in range(n + 1):
        for j in range(m + 1):
            if i == 0 and j == 0:
                ok[j] = True
                continue
            from_s1 = i > 0 and ok[j] and s1[i - 1] == s3[i + j - 1]
            from_s2 = j > 0 and ok[j - 1] and s2[j - 1] == s3[i + j - 1]
            ok[j] = from_s1 or from_s2
    return ok[m]
