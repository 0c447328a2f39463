function countSubstrings(s) {
  let count = 0;
  for (let centre = 0; centre < 2 * s.length - 1; centre++) {
    // Even centres sit on a character, odd centres between two characters.
    let left = centre >> 1;
    let right = left + (centre & 1);
    while (left >= 0 && right < s.length && s[left] === s[right]) {
      count++;
      left--;
      right++;
    }
  }
  return count;
}
