/**
 * @param {number[]} candidates
 * @param {number} target
 * @return {number[][]}
 */
var combinationSum = function(candidates, target) {
    candidates.sort((a, b) => a - b);
    const res = [];
    const combo = [];

    function backtrack(start, remain) {
        if (remain === 0) {
            res.push(combo.slice());
            return;
        }
        for (let i = start; i < candidates.length; i++) {
            if (candidates[i] > remain) break; // sorted, so the rest are too big
            combo.push(candidates[i]);
            backtrack(i, remain - candidates[i]); // same number may be reused
            combo.pop();
        }
    }

    backtrack(0, target);
    return res;
};
