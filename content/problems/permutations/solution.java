class Solution {
    public List<List<Integer>> permute(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        build(nums, new ArrayList<>(), new boolean[nums.length], result);
        return result;
    }

    private void build(int[] nums, List<Integer> chosen, boolean[] used, List<List<Integer>> result) {
        if (chosen.size() == nums.length) {
            result.add(new ArrayList<>(chosen));
            return;
        }
        for (int i = 0; i < nums.length; i++) {
            if (used[i]) continue;
            used[i] = true;
            chosen.add(nums[i]);
            build(nums, chosen, used, result);
            chosen.remove(chosen.size() - 1);
            used[i] = false;
        }
    }
}
