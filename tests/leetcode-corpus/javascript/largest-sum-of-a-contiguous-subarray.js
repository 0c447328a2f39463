const maxSubArray = (nums) => {
    let best = nums[0];
    let cur = 0;
    for (const x of nums) {
        cur = Math.max(x, cur + x); // extend the run or start a new one here
        best = Math.max(best, cur);
    }
    return best;
};
