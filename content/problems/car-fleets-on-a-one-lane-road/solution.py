def car_fleet(target, position, speed):
    cars = sorted(zip(position, speed), reverse=True)  # closest to the target first
    fleets = 0
    slowest_ahead = 0  # arrival time of the fleet directly ahead
    for start, car_speed in cars:
        arrival = (target - start) / car_speed
        if arrival > slowest_ahead:
            fleets += 1  # cannot catch the fleet ahead before the target: it leads a new fleet
            slowest_ahead = arrival
    return fleets
