def min_eating_speed(piles, h):
    def hours_at(speed):
        return sum((pile + speed - 1) // speed for pile in piles)

    low, high = 1, max(piles)  # the highest speed always finishes: one hour per pile
    while low < high:
        mid = (low + high) // 2
        if hours_at(mid) <= h:
            high = mid
        else:
            low = mid + 1
    return low
