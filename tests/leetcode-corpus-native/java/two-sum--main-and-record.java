import java.util.HashMap;
import java.util.Map;

record Seen(int value, int index) {}

public class Solution {
    public int[] twoSum(int[] nums, int target) {
        Map<Integer, Seen> seen = new HashMap<>();
        for (var i = 0; i < nums.length; i++) {
            var other = seen.get(target - nums[i]);
            if (other != null) return new int[] { other.index(), i };
            seen.put(nums[i], new Seen(nums[i], i));
        }
        throw new IllegalArgumentException("No two sum solution");
    }

    public static void main(String[] args) {
        int[] result = new Solution().twoSum(new int[] {2, 7, 11, 15}, 9);
        System.out.println(java.util.Arrays.toString(result));
    }
}
