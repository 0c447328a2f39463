func numDecodings(s string) int {
	// The decodings of the prefixes ending two places back and one place back.
	before2, before1 := 1, 1
	for i := 0; i < len(s); i++ {
		ways := 0
		if s[i] != '0' {
			ways = before1
		}
		if i > 0 && (s[i-1] == '1' || (s[i-1] == '2' && s[i] <= '6')) {
			ways += before2
		}
		before2, before1 = before1, ways
	}
	return before1
}
