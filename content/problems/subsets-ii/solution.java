class Solution {
    public List<List<Integer>> subsetsWithDup(int[] nums) {
        Arrays.sort(nums);
        List<List<Integer>> result = new ArrayList<>();
        build(nums, 0, new ArrayList<>(), result);
        return result;
    }

    private void build(int[] nums, int start, List<Integer> chosen, List<List<Integer>> result) {
        result.add(new ArrayList<>(chosen));
        for (int i = start; i < nums.length; i++) {
            if (i > start && nums[i] == nums[i - 1]) continue;
            chosen.add(nums[i]);
            build(nums, i + 1, chosen, result);
            chosen.remove(chosen.size() - 1);
        }
    }
}
