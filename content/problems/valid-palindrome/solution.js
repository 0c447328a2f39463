function isPalindrome(s) {
  const isAlphanumeric = (c) => /[A-Za-z0-9]/.test(c);
  let left = 0;
  let right = s.length - 1;
  while (left < right) {
    if (!isAlphanumeric(s[left])) {
      left++;
    } else if (!isAlphanumeric(s[right])) {
      right--;
    } else {
      if (s[left].toLowerCase() !== s[right].toLowerCase()) return false;
      left++;
      right--;
    }
  }
  return true;
}
