func letterCombinations(digits string) []string {
	if digits == "" {
		return []string{}
	}
	keypad := map[byte]string{'2': "abc", '3': "def", '4': "ghi", '5': "jkl", '6': "mno", '7': "pqrs", '8': "tuv", '9': "wxyz"}
	result := []string{}
	var backtrack func(index int, prefix string)
	backtrack = func(index int, prefix string) {
		if index == len(digits) {
			result = append(result, prefix)
			return
		}
		for _, letter := range keypad[digits[index]] {
			backtrack(index+1, prefix+string(letter))
		}
	}
	backtrack(0, "")
	return result
}
