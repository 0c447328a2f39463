func maxArea(height []int) int {
	left, right, best := 0, len(height)-1, 0
	for left < right {
		best = max(best, min(height[left], height[right])*(right-left))
		// The shorter wall limits every narrower container that keeps it: move it inwards.
		if height[left] < height[right] {
			left++
		} else {
			right--
		}
	}
	return best
}
