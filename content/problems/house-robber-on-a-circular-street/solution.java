class Solution {
    public int rob(int[] nums) {
        if (nums.length == 1) return nums[0];
        return Math.max(rob(nums, 0, nums.length - 2), rob(nums, 1, nums.length - 1));
    }

    private int rob(int[] nums, int from, int to) {
        int skip = 0, take = 0;
        for (int i = from; i <= to; i++) {
            int next = Math.max(take, skip + nums[i]);
            skip = take;
            take = next;
        }
        return take;
    }
}
