function subsetsWithDup(nums) {
  const sorted = [...nums].sort((a, b) => a - b);
  const result = [];
  const current = [];
  function backtrack(start) {
    result.push([...current]);
    for (let i = start; i < sorted.length; i++) {
      // Equal values are interchangeable: at one depth, only the first of a run may start a branch.
      if (i > start && sorted[i] === sorted[i - 1]) continue;
      current.push(sorted[i]);
      backtrack(i + 1);
      current.pop();
    }
  }
  backtrack(0);
  return result;
}
