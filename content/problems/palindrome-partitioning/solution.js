function partition(s) {
  const n = s.length;
  // isPalindrome[i][j]: whether s[i..j] reads the same both ways.
  const isPalindrome = Array.from({ length: n }, () => new Array(n).fill(false));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = i; j < n; j++) {
      isPalindrome[i][j] = s[i] === s[j] && (j - i < 2 || isPalindrome[i + 1][j - 1]);
    }
  }
  const result = [];
  const current = [];
  function backtrack(start) {
    if (start === n) {
      result.push([...current]);
      return;
    }
    for (let end = start; end < n; end++) {
      if (!isPalindrome[start][end]) continue;
      current.push(s.slice(start, end + 1));
      backtrack(end + 1);
      current.pop();
    }
  }
  backtrack(0);
  return result;
}
