func myPow(x float64, n int) float64 {
	// Square-and-multiply over the bits of |n|; a negative power is the reciprocal.
	if n < 0 {
		x, n = 1/x, -n
	}
	result := 1.0
	for n > 0 {
		if n&1 == 1 {
			result *= x
		}
		x *= x
		n >>= 1
	}
	return result
}
