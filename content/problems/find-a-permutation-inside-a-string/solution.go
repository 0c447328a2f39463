func checkInclusion(s1 string, s2 string) bool {
	if len(s1) > len(s2) {
		return false
	}
	var need, window [26]int
	for i := 0; i < len(s1); i++ {
		need[s1[i]-'a']++
		window[s2[i]-'a']++
	}
	for i := len(s1); ; i++ {
		if need == window {
			return true
		}
		if i == len(s2) {
			return false
		}
		window[s2[i]-'a']++
		window[s2[i-len(s1)]-'a']--
	}
}
