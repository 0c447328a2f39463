def partition(s):
    n = len(s)
    # is_palindrome[i][j]: whether s[i..j] reads the same both ways.
    is_palindrome = [[False] * n for _ in range(n)]
    for i in range(n - 1, -1, -1):
        for j in range(i, n):
            is_palindrome[i][j] = s[i] == s[j] and (j - i < 2 or is_palindrome[i + 1][j - 1])
    result = []
    current = []

    def backtrack(start):
        if start == n:
            result.append(current[:])
            return
        for end in range(start, n):
            if is_palindrome[start][end]:
                current.append(s[start : end + 1])
                backtrack(end + 1)
                current.pop()

    backtrack(0)
    return result
