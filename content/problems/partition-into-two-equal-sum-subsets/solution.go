func canPartition(nums []int) bool {
	total := 0
	for _, x := range nums {
		total += x
	}
	if total%2 == 1 {
		return false
	}
	half := total / 2
	reachable := make([]bool, half+1)
	reachable[0] = true
	for _, x := range nums {
		for s := half; s >= x; s-- {
			reachable[s] = reachable[s] || reachable[s-x]
		}
	}
	return reachable[half]
}
