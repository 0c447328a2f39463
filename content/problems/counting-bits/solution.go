func countBits(n int) []int {
	bits := make([]int, n+1)
	// i >> 1 is i without its lowest bit, and smaller than i: its count is already known.
	for i := 1; i <= n; i++ {
		bits[i] = bits[i>>1] + i&1
	}
	return bits
}
