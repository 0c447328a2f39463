func dailyTemperatures(temperatures []int) []int {
	answer := make([]int, len(temperatures))
	waiting := []int{} // days still waiting for a warmer one, coldest on top
	for day, t := range temperatures {
		for len(waiting) > 0 && temperatures[waiting[len(waiting)-1]] < t {
			colder := waiting[len(waiting)-1]
			waiting = waiting[:len(waiting)-1]
			answer[colder] = day - colder
		}
		waiting = append(waiting, day)
	}
	return answer
}
