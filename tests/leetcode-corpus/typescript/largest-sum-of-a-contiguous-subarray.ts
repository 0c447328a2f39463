// Kadane's algorithm
function maxSubArray(nums: number[]): number {
    let best = nums[0];
    let cur = 0;
    for (const x of nums) {
        cur = Math.max(x, cur + x);
        best = Math.max(best, cur);
    }
    return best;
};
