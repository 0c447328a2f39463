func generateParenthesis(n int) []string {
	result := []string{}
	var backtrack func(prefix []byte, opened, closed int)
	backtrack = func(prefix []byte, opened, closed int) {
		if len(prefix) == 2*n {
			result = append(result, string(prefix))
			return
		}
		if opened < n {
			backtrack(append(prefix, '('), opened+1, closed)
		}
		if closed < opened {
			backtrack(append(prefix, ')'), opened, closed+1)
		}
	}
	backtrack(make([]byte, 0, 2*n), 0, 0)
	return result
}
