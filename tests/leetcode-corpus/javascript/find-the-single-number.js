const singleNumber = nums => nums.reduce((acc, x) => acc ^ x, 0);
