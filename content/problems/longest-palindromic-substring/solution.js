function longestPalindrome(s) {
  let bestStart = 0;
  let bestLength = 0;
  const expand = (left, right) => {
    while (left >= 0 && right < s.length && s[left] === s[right]) {
      left--;
      right++;
    }
    // The palindrome is s[left + 1 .. right - 1].
    const length = right - left - 1;
    if (length > bestLength) {
      bestLength = length;
      bestStart = left + 1;
    }
  };
  for (let i = 0; i < s.length; i++) {
    expand(i, i); // odd length, centred on s[i]
    expand(i, i + 1); // even length, centred between s[i] and s[i + 1]
  }
  return s.slice(bestStart, bestStart + bestLength);
}
