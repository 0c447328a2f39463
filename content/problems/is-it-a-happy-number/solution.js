function isHappy(n) {
  const step = (x) => {
    let total = 0;
    while (x > 0) {
      const digit = x % 10;
      total += digit * digit;
      x = Math.floor(x / 10);
    }
    return total;
  };
  // Floyd's cycle detection: the fast walker meets the slow one inside any loop.
  let slow = n;
  let fast = step(n);
  while (fast !== 1 && slow !== fast) {
    slow = step(slow);
    fast = step(step(fast));
  }
  return fast === 1;
}
