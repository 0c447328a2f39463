export function missingNumber(nums: number[]): number {
  // XOR every index 0..n with every value; pairs cancel and the missing one remains
  let x = nums.length;
  nums.forEach((v, i) => {
    x ^= i ^ v;
  });
  return x;
}
