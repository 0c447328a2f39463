function subsets(nums: number[]): number[][] {
    const res: number[][] = [];
    const cur: number[] = [];
    const backtrack = (start: number): void => {
        res.push([...cur]);
        for (let i = start; i < nums.length; i++) {
            cur.push(nums[i]);
            backtrack(i + 1);
            cur.pop();
        }
    };
    backtrack(0);
    return res;
};
