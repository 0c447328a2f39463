func isHappy(n int) bool {
	step := func(x int) int {
		total := 0
		for ; x > 0; x /= 10 {
			total += (x % 10) * (x % 10)
		}
		return total
	}
	// Floyd's cycle detection: the fast walker meets the slow one inside any loop.
	slow, fast := n, step(n)
	for fast != 1 && slow != fast {
		slow = step(slow)
		fast = step(step(fast))
	}
	return fast == 1
}
