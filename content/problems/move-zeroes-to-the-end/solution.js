function moveZeroes(nums) {
  let write = 0; // every position before write holds a non-zero value, in the original order
  for (let read = 0; read < nums.length; read++) {
    if (nums[read] !== 0) {
      [nums[write], nums[read]] = [nums[read], nums[write]];
      write++;
    }
  }
}
