class Solution {
    public void moveZeroes(int[] nums) {
        int next = 0;
        for (int num : nums) if (num != 0) nums[next++] = num;
        while (next < nums.length) nums[next++] = 0;
    }
}
