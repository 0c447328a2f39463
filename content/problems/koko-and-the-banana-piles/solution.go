func minEatingSpeed(piles []int, h int) int {
	low, high := 1, slices.Max(piles) // the highest speed always finishes: one hour per pile
	for low < high {
		mid := (low + high) / 2
		hours := 0
		for _, pile := range piles {
			hours += (pile + mid - 1) / mid
		}
		if hours <= h {
			high = mid
		} else {
			low = mid + 1
		}
	}
	return low
}
