function largestRectangleArea(heights) {
  const starts = []; // indices of bars with increasing heights, each still able to extend to the right
  let best = 0;
  for (let i = 0; i <= heights.length; i++) {
    const height = i === heights.length ? 0 : heights[i];
    while (starts.length > 0 && heights[starts[starts.length - 1]] >= height) {
      const top = starts.pop();
      // The popped bar spans from just after the new top of the stack to just before i.
      const left = starts.length > 0 ? starts[starts.length - 1] + 1 : 0;
      best = Math.max(best, heights[top] * (i - left));
    }
    starts.push(i);
  }
  return best;
}
