def subsets_with_dup(nums):
    values = sorted(nums)
    result = []
    current = []

    def backtrack(start):
        result.append(current[:])
        for i in range(start, len(values)):
            # Equal values are interchangeable: at one depth, only the first of a run may start a branch.
            if i > start and values[i] == values[i - 1]:
                continue
            current.append(values[i])
            backtrack(i + 1)
            current.pop()

    backtrack(0)
    return result
