func topKFrequent(nums []int, k int) []int {
	count := map[int]int{}
	for _, n := range nums {
		count[n]++
	}
	buckets := make([][]int, len(nums)+1)
	for n, c := range count {
		buckets[c] = append(buckets[c], n)
	}
	res := make([]int, 0, k)
	for i := len(buckets) - 1; i >= 0 && len(res) < k; i-- {
		res = append(res, buckets[i]...)
	}
	return res[:k]
}
