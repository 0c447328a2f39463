const singleNumber = (nums: number[]): number => nums.reduce((acc, x) => acc ^ x, 0);
