/**
 * @param {number[]} nums
 * @return {number}
 */
var rob = function(nums) {
    if (nums.length === 1) return nums[0];

    // the first and last house are neighbours: rob [0, n-2] or [1, n-1]
    const robLine = (lo, hi) => {
        let prev = 0, cur = 0;
        for (let i = lo; i <= hi; i++) {
            [prev, cur] = [cur, Math.max(cur, prev + nums[i])];
        }
        return cur;
    };

    return Math.max(robLine(0, nums.length - 2), robLine(1, nums.length - 1));
};
