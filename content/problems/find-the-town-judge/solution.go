func findJudge(n int, trust [][]int) int {
	// score = (people who trust you) - (people you trust); only the judge reaches n - 1.
	score := make([]int, n+1)
	for _, t := range trust {
		score[t[0]]--
		score[t[1]]++
	}
	for person := 1; person <= n; person++ {
		if score[person] == n-1 {
			return person
		}
	}
	return -1
}
