func findItinerary(tickets [][]string) []string {
	// Hierholzer's algorithm: each airport's destinations sorted in reverse, so popping takes the smallest.
	sort.Slice(tickets, func(i, j int) bool { return tickets[i][1] > tickets[j][1] })
	outgoing := map[string][]string{}
	for _, t := range tickets {
		outgoing[t[0]] = append(outgoing[t[0]], t[1])
	}
	route := []string{}
	stack := []string{"JFK"}
	for len(stack) > 0 {
		airport := stack[len(stack)-1]
		if next := outgoing[airport]; len(next) > 0 {
			stack = append(stack, next[len(next)-1])
			outgoing[airport] = next[:len(next)-1]
		} else {
			route = append(route, airport)
			stack = stack[:len(stack)-1]
		}
	}
	slices.Reverse(route)
	return route
}
