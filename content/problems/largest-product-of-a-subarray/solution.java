class Solution {
    public int maxProduct(int[] nums) {
        int best = nums[0], high = nums[0], low = nums[0];
        for (int i = 1; i < nums.length; i++) {
            int x = nums[i];
            int a = high * x, b = low * x;
            high = Math.max(x, Math.max(a, b));
            low = Math.min(x, Math.min(a, b));
            best = Math.max(best, high);
        }
        return best;
    }
}
