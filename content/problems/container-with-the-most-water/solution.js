function maxArea(height) {
  let left = 0;
  let right = height.length - 1;
  let best = 0;
  while (left < right) {
    const area = Math.min(height[left], height[right]) * (right - left);
    best = Math.max(best, area);
    // The shorter wall limits every narrower container that keeps it, so move it inwards.
    if (height[left] < height[right]) left++;
    else right--;
  }
  return best;
}
