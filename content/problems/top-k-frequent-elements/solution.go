func topKFrequent(nums []int, k int) []int {
	counts := map[int]int{}
	for _, x := range nums {
		counts[x]++
	}
	// Bucket the values by count: buckets[c] holds the values seen c times.
	buckets := make([][]int, len(nums)+1)
	for value, count := range counts {
		buckets[count] = append(buckets[count], value)
	}
	result := []int{}
	for count := len(nums); count > 0 && len(result) < k; count-- {
		result = append(result, buckets[count]...)
	}
	return result[:k]
}
