func carFleet(target int, position []int, speed []int) int {
	cars := make([]int, len(position))
	for i := range cars {
		cars[i] = i
	}
	// Closest to the target first.
	sort.Slice(cars, func(a, b int) bool { return position[cars[a]] > position[cars[b]] })
	fleets := 0
	slowestAhead := 0.0 // the arrival time of the fleet directly ahead
	for _, car := range cars {
		arrival := float64(target-position[car]) / float64(speed[car])
		if arrival > slowestAhead {
			fleets++
			slowestAhead = arrival
		}
	}
	return fleets
}
