func groupAnagrams(strs []string) [][]string {
	groups := map[[26]int][]string{}
	order := [][26]int{}
	for _, word := range strs {
		var counts [26]int
		for i := 0; i < len(word); i++ {
			counts[word[i]-'a']++
		}
		if _, ok := groups[counts]; !ok {
			order = append(order, counts)
		}
		groups[counts] = append(groups[counts], word)
	}
	result := make([][]string, 0, len(order))
	for _, key := range order {
		result = append(result, groups[key])
	}
	return result
}
