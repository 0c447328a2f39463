func subsets(nums []int) [][]int {
	result := [][]int{{}}
	for _, x := range nums {
		for _, subset := range result {
			result = append(result, append(append([]int(nil), subset...), x))
		}
	}
	return result
}
