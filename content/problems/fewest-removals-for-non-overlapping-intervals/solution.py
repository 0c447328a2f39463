def erase_overlap_intervals(intervals):
    # Keep the interval that ends first whenever there is a choice: it leaves the most room for the rest.
    kept = 0
    last_end = float("-inf")
    for start, end in sorted(intervals, key=lambda interval: interval[1]):
        if start >= last_end:
            kept += 1
            last_end = end
    return len(intervals) - kept
