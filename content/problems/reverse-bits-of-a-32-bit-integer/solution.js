function reverseBits(n) {
  let result = 0;
  for (let i = 0; i < 32; i++) {
    // Move the lowest bit of n onto the end of result. Bitwise operators work on signed 32-bit
    // integers, so `>>> 0` reads the result as unsigned and `>>>` shifts n without the sign.
    result = ((result << 1) | (n & 1)) >>> 0;
    n >>>= 1;
  }
  return result;
}
