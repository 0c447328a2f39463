function lengthOfLIS(nums) {
  // tails[k] = smallest value that can end an increasing subsequence of length k + 1; it stays sorted.
  const tails = [];
  for (const value of nums) {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (tails[middle] < value) low = middle + 1;
      else high = middle;
    }
    tails[low] = value;
  }
  return tails.length;
}
