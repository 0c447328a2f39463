func partition(s string) [][]string {
	n := len(s)
	isPalindrome := make([][]bool, n)
	for i := range isPalindrome {
		isPalindrome[i] = make([]bool, n)
	}
	for i := n - 1; i >= 0; i-- {
		for j := i; j < n; j++ {
			isPalindrome[i][j] = s[i] == s[j] && (j-i < 2 || isPalindrome[i+1][j-1])
		}
	}
	result := [][]string{}
	current := []string{}
	var backtrack func(start int)
	backtrack = func(start int) {
		if start == n {
			result = append(result, append([]string(nil), current...))
			return
		}
		for end := start; end < n; end++ {
			if isPalindrome[start][end] {
				current = append(current, s[start:end+1])
				backtrack(end + 1)
				current = current[:len(current)-1]
			}
		}
	}
	backtrack(0)
	return result
}
