class Solution {
    public List<List<Integer>> subsets(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        result.add(new ArrayList<>());
        for (int num : nums) {
            for (int i = result.size() - 1; i >= 0; i--) {
                List<Integer> bigger = new ArrayList<>(result.get(i));
                bigger.add(num);
                result.add(bigger);
            }
        }
        return result;
    }
}
