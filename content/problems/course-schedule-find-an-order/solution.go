func findOrder(numCourses int, prerequisites [][]int) []int {
	followers := make([][]int, numCourses)
	missing := make([]int, numCourses)
	for _, p := range prerequisites {
		followers[p[1]] = append(followers[p[1]], p[0])
		missing[p[0]]++
	}
	// Kahn's algorithm: take the courses in the order their last prerequisite is done.
	order := []int{}
	for c := 0; c < numCourses; c++ {
		if missing[c] == 0 {
			order = append(order, c)
		}
	}
	for head := 0; head < len(order); head++ {
		for _, next := range followers[order[head]] {
			missing[next]--
			if missing[next] == 0 {
				order = append(order, next)
			}
		}
	}
	if len(order) != numCourses {
		return []int{}
	}
	return order
}
