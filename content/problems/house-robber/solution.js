function rob(nums) {
  // withLast: best total that may include the previous house; withoutLast: best total that excludes it.
  let withLast = 0;
  let withoutLast = 0;
  for (const cash of nums) {
    [withLast, withoutLast] = [withoutLast + cash, Math.max(withLast, withoutLast)];
  }
  return Math.max(withLast, withoutLast);
}
