def insert(intervals, new_interval):
    result = []
    start, end = new_interval
    i = 0
    while i < len(intervals) and intervals[i][1] < start:  # entirely before
        result.append(intervals[i])
        i += 1
    while i < len(intervals) and intervals[i][0] <= end:  # overlaps or touches: absorb it
        start = min(start, intervals[i][0])
        end = max(end, intervals[i][1])
        i += 1
    result.append([start, end])
    result.extend(intervals[i:])  # entirely after
    return result
