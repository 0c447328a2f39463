function countBits(n) {
  const bits = new Array(n + 1).fill(0);
  // i >> 1 is i without its lowest bit, and it is smaller than i, so its count is already known.
  for (let i = 1; i <= n; i++) bits[i] = bits[i >> 1] + (i & 1);
  return bits;
}
