def min_meeting_rooms(intervals):
    starts = sorted(start for start, _ in intervals)
    ends = sorted(end for _, end in intervals)
    rooms = busiest = next_end = 0
    for start in starts:
        # Meetings that ended by now free their rooms (an end at time t frees it for a start at t).
        while ends[next_end] <= start:
            next_end += 1
            rooms -= 1
        rooms += 1
        busiest = max(busiest, rooms)
    return busiest
