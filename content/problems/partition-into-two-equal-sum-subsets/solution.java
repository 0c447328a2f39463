class Solution {
    public boolean canPartition(int[] nums) {
        int total = 0;
        for (int num : nums) total += num;
        if (total % 2 != 0) return false;
        boolean[] reachable = new boolean[total / 2 + 1];
        reachable[0] = true;
        for (int num : nums) {
            for (int sum = total / 2; sum >= num; sum--) reachable[sum] |= reachable[sum - num];
        }
        return reachable[total / 2];
    }
}
