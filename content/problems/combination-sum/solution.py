def combination_sum(candidates, target):
    values = sorted(candidates)
    result = []
    current = []

    def backtrack(start, remaining):
        # Choose values from values[start:] only, so each combination is built in one order.
        if remaining == 0:
            result.append(current[:])
            return
        for i in range(start, len(values)):
            if values[i] > remaining:
                break
            current.append(values[i])
            backtrack(i, remaining - values[i])
            current.pop()

    backtrack(0, target)
    return result
