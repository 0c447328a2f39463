function combinationSum(candidates: number[], target: number): number[][] {
    const result: number[][] = [];
    candidates.sort((a, b) => a - b);

    function dfs(start: number, remain: number, combo: number[]): void {
        if (remain === 0) {
            result.push(combo.slice());
            return;
        }
        for (let i = start; i < candidates.length; i++) {
            if (candidates[i] > remain) break; // sorted: nothing further fits
            combo.push(candidates[i]);
            dfs(i, remain - candidates[i], combo); // i, not i + 1: reuse allowed
            combo.pop();
        }
    }

    dfs(0, target, []);
    return result;
};
