func isPalindrome(s string) bool {
	isAlphanumeric := func(c byte) bool {
		return c < 128 && (unicode.IsLetter(rune(c)) || unicode.IsDigit(rune(c)))
	}
	for left, right := 0, len(s)-1; left < right; {
		switch {
		case !isAlphanumeric(s[left]):
			left++
		case !isAlphanumeric(s[right]):
			right--
		default:
			if unicode.ToLower(rune(s[left])) != unicode.ToLower(rune(s[right])) {
				return false
			}
			left++
			right--
		}
	}
	return true
}
