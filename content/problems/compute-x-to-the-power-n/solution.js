function myPow(x, n) {
  // Square-and-multiply over the bits of |n|; a negative power is the reciprocal.
  let base = x;
  let power = n;
  if (power < 0) {
    base = 1 / base;
    power = -power;
  }
  let result = 1;
  while (power > 0) {
    if (power % 2 === 1) result *= base;
    base *= base;
    power = Math.floor(power / 2);
  }
  return result;
}
