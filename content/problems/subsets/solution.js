function subsets(nums) {
  const result = [];
  const current = [];
  const backtrack = (index) => {
    if (index === nums.length) {
      result.push([...current]);
      return;
    }
    backtrack(index + 1); // leave nums[index] out
    current.push(nums[index]);
    backtrack(index + 1); // take nums[index]
    current.pop();
  };
  backtrack(0);
  return result;
}
