function findMin(nums) {
  let low = 0;
  let high = nums.length - 1;
  while (low < high) {
    const mid = low + Math.floor((high - low) / 2);
    // A middle value above the last one means the drop (and the minimum) lies to its right.
    if (nums[mid] > nums[high]) low = mid + 1;
    else high = mid;
  }
  return nums[low];
}
