func canFinish(numCourses int, prerequisites [][]int) bool {
	dependants := make([][]int, numCourses)
	unmet := make([]int, numCourses)
	for _, p := range prerequisites {
		dependants[p[1]] = append(dependants[p[1]], p[0])
		unmet[p[0]]++
	}
	ready := []int{}
	for c := 0; c < numCourses; c++ {
		if unmet[c] == 0 {
			ready = append(ready, c)
		}
	}
	taken := 0
	for len(ready) > 0 {
		course := ready[0]
		ready = ready[1:]
		taken++
		for _, next := range dependants[course] {
			unmet[next]--
			if unmet[next] == 0 {
				ready = append(ready, next)
			}
		}
	}
	return taken == numCourses
}
