function climbStairs(n) {
  // ways(i) = ways(i - 1) + ways(i - 2); keep only the last two values.
  let previous = 1;
  let current = 1;
  for (let step = 2; step <= n; step++) {
    [previous, current] = [current, previous + current];
  }
  return current;
}
