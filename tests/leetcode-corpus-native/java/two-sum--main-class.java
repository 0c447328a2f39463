import java.util.*;

class Solution {
    public static int[] twoSum(final int[] nums, final int target) {
        Map<Integer, Integer> index = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            Integer j = index.get(target - nums[i]);
            if (j != null) return new int[] {j, i};
            index.put(nums[i], i);
        }
        return null;
    }
}

class Main {
    public static void main(String[] args) {
        System.out.println(Arrays.toString(Solution.twoSum(new int[] {3, 3}, 6)));
    }
}
