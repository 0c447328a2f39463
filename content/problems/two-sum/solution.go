func twoSum(nums []int, target int) []int {
	seen := map[int]int{}
	for i, value := range nums {
		if partner, ok := seen[target-value]; ok {
			return []int{partner, i}
		}
		seen[value] = i
	}
	return []int{}
}
