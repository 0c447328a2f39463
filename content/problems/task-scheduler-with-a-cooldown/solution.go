func leastInterval(tasks []string, n int) int {
	counts := map[string]int{}
	highest := 0
	for _, task := range tasks {
		counts[task]++
		highest = max(highest, counts[task])
	}
	tied := 0
	for _, count := range counts {
		if count == highest {
			tied++
		}
	}
	return max(len(tasks), (highest-1)*(n+1)+tied)
}
