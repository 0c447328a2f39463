def generate_parenthesis(n):
    result = []

    def backtrack(prefix, opened, closed):
        # A prefix stays completable while it has at most n openings and never more closings than openings.
        if len(prefix) == 2 * n:
            result.append(prefix)
            return
        if opened < n:
            backtrack(prefix + "(", opened + 1, closed)
        if closed < opened:
            backtrack(prefix + ")", opened, closed + 1)

    backtrack("", 0, 0)
    return result
