def permute(nums):
    result = []
    current = []
    used = [False] * len(nums)

    def backtrack():
        if len(current) == len(nums):
            result.append(current[:])
            return
        for i, value in enumerate(nums):
            if used[i]:
                continue
            used[i] = True
            current.append(value)
            backtrack()
            current.pop()
            used[i] = False

    backtrack()
    return result
