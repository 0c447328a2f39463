function jump(nums) {
  let jumps = 0;
  let currentEnd = 0; // the farthest index reachable with `jumps` jumps
  let farthest = 0; // the farthest index reachable with one jump more
  for (let i = 0; i < nums.length - 1; i++) {
    farthest = Math.max(farthest, i + nums[i]);
    if (i === currentEnd) {
      jumps++;
      currentEnd = farthest;
    }
  }
  return jumps;
}
