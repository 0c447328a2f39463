from bisect import bisect_left


def length_of_lis(nums):
    # tails[k] = smallest value that can end an increasing subsequence of length k + 1; it stays sorted.
    tails = []
    for value in nums:
        position = bisect_left(tails, value)
        if position == len(tails):
            tails.append(value)
        else:
            tails[position] = value
    return len(tails)
