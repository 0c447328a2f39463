function maxSlidingWindow(nums, k) {
  // Indices whose values strictly decrease from the front to the back of the deque.
  const deque = new Array(nums.length);
  let head = 0;
  let tail = 0;
  const result = [];
  for (let i = 0; i < nums.length; i++) {
    while (tail > head && nums[deque[tail - 1]] <= nums[i]) tail--;
    deque[tail++] = i;
    if (deque[head] <= i - k) head++;
    if (i >= k - 1) result.push(nums[deque[head]]);
  }
  return result;
}
