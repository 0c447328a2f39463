func isInterleave(s1 string, s2 string, s3 string) bool {
	n, m := len(s1), len(s2)
	if n+m != len(s3) {
		return false
	}
	// ok[j]: s3[:i+j] interleaves s1[:i] and s2[:j], for the current row i.
	ok := make([]bool, m+1)
	for i := 0; i <= n; i++ {
		for j := 0; j <= m; j++ {
			if i == 0 && j == 0 {
				ok[j] = true
				continue
			}
			fromS1 := i > 0 && ok[j] && s1[i-1] == s3[i+j-1]
			fromS2 := j > 0 && ok[j-1] && s2[j-1] == s3[i+j-1]
			ok[j] = fromS1 || fromS2
		}
	}
	return ok[m]
}
