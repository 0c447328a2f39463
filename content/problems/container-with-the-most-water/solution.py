def max_area(height):
    left, right = 0, len(height) - 1
    best = 0
    while left < right:
        best = max(best, min(height[left], height[right]) * (right - left))
        # The shorter wall limits every narrower container that keeps it, so move it inwards.
        if height[left] < height[right]:
            left += 1
        else:
            right -= 1
    return best
