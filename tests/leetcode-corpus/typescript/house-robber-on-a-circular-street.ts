function rob(nums: number[]): number {
    if (nums.length === 1) return nums[0];

    // linear house robber on nums[lo..hi]
    const robRange = (lo: number, hi: number): number => {
        let prev = 0, cur = 0;
        for (let i = lo; i <= hi; i++) {
            [prev, cur] = [cur, Math.max(cur, prev + nums[i])];
        }
        return cur;
    };

    // first and last house are neighbours: skip one of them
    return Math.max(robRange(0, nums.length - 2), robRange(1, nums.length - 1));
};
