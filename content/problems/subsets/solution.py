def subsets(nums):
    result = []
    current = []

    def backtrack(index):
        if index == len(nums):
            result.append(current[:])
            return
        backtrack(index + 1)  # leave nums[index] out
        current.append(nums[index])
        backtrack(index + 1)  # take nums[index]
        current.pop()

    backtrack(0)
    return result
