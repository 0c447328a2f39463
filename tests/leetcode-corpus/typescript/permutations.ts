function permute(nums: number[]): number[][] {
    const out: number[][] = [];
    const used: boolean[] = new Array(nums.length).fill(false);
    const path: number[] = [];

    const go = () => {
        if (path.length === nums.length) {
            out.push([...path]);
            return;
        }
        nums.forEach((n, i) => {
            if (used[i]) return;
            used[i] = true;
            path.push(n);
            go();
            path.pop();
            used[i] = false;
        });
    };

    go();
    return out;
};

export {};
