class Solution {
    public int maxSubArray(int[] nums) {
        int best = nums[0], current = 0;
        for (int num : nums) {
            current = Math.max(num, current + num);
            best = Math.max(best, current);
        }
        return best;
    }
}
