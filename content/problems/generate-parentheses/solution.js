function generateParenthesis(n) {
  const result = [];
  // A prefix stays completable while it has at most n openings and never more closings than openings.
  function backtrack(prefix, open, close) {
    if (prefix.length === 2 * n) {
      result.push(prefix);
      return;
    }
    if (open < n) backtrack(`${prefix}(`, open + 1, close);
    if (close < open) backtrack(`${prefix})`, open, close + 1);
  }
  backtrack("", 0, 0);
  return result;
}
