class Solution {
    public int rob(int[] nums) {
        int skip = 0, take = 0;
        for (int num : nums) {
            int next = Math.max(take, skip + num);
            skip = take;
            take = next;
        }
        return take;
    }
}
