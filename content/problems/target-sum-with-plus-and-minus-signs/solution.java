class Solution {
    public int findTargetSumWays(int[] nums, int target) {
        Map<Integer, Integer> ways = new HashMap<>();
        ways.put(0, 1);
        for (int num : nums) {
            Map<Integer, Integer> next = new HashMap<>();
            for (Map.Entry<Integer, Integer> e : ways.entrySet()) {
                next.merge(e.getKey() + num, e.getValue(), Integer::sum);
                next.merge(e.getKey() - num, e.getValue(), Integer::sum);
            }
            ways = next;
        }
        return ways.getOrDefault(target, 0);
    }
}
