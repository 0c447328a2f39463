class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        candidates.sort()
        res = []

        def backtrack(start: int, remain: int, combo: List[int]) -> None:
            if remain == 0:
                res.append(combo[:])
                return
            for i in range(start, len(candidates)):
                c = candidates[i]
                if c > remain:
                    break
                combo.append(c)
                backtrack(i, remain - c, combo)  # same candidate may be reused
                combo.pop()

        backtrack(0, target, [])
        return res
