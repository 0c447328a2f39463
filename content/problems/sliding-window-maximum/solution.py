from collections import deque


def max_sliding_window(nums, k):
    window = deque()  # indices whose values strictly decrease from left to right
    result = []
    for i, value in enumerate(nums):
        while window and nums[window[-1]] <= value:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            result.append(nums[window[0]])
    return result
