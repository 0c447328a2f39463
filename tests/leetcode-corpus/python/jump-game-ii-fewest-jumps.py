class Solution:
    def jump(self, nums: List[int]) -> int:
        jumps = 0
        cur_end = farthest = 0
        for i in range(len(nums) - 1):
            farthest = max(farthest, i + nums[i])
            if i == cur_end:
                jumps += 1
                cur_end = farthest
        return jumps
