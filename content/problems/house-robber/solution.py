def rob(nums):
    # with_last: best total that takes the previous house; without_last: best total that skips it.
    with_last, without_last = 0, 0
    for cash in nums:
        with_last, without_last = without_last + cash, max(with_last, without_last)
    return max(with_last, without_last)
