function jump(nums: number[]): number {
    // BFS by levels: [start, end] is the range reachable with `jumps` jumps
    let jumps = 0, end = 0, farthest = 0;
    for (let i = 0; i < nums.length - 1; i++) {
        farthest = Math.max(farthest, i + nums[i]);
        if (i === end) {
            jumps++;
            end = farthest;
        }
    }
    return jumps;
};
